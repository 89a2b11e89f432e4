import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ConnectorRecord } from './connector-repo';
import { endpointOf } from './run-connectors';
import { createSecretBox } from './secrets';

const box = createSecretBox(randomBytes(32));
const at = '2026-01-02T03:04:05.000Z';
const base: ConnectorRecord = {
  id: 'c1',
  name: 'GA4',
  transport: 'http',
  url: 'https://ga4.example.com/mcp',
  command: null,
  args: [],
  headers: { Authorization: box.seal('Bearer t') },
  env: {},
  params: [],
  enabled: true,
  createdAt: at,
  updatedAt: at,
};

describe('endpointOf', () => {
  it('opens an http connector secrets for its connection', () => {
    expect(endpointOf(base, box)).toEqual({
      transport: 'http',
      url: 'https://ga4.example.com/mcp',
      headers: { Authorization: 'Bearer t' },
    });
  });

  it('opens a stdio connector environment', () => {
    const stdio: ConnectorRecord = {
      ...base,
      transport: 'stdio',
      url: null,
      command: 'ads-mcp',
      args: ['--read-only'],
      headers: {},
      env: { TOKEN: box.seal('t0k') },
    };
    expect(endpointOf(stdio, box)).toEqual({
      transport: 'stdio',
      command: 'ads-mcp',
      args: ['--read-only'],
      env: { TOKEN: 't0k' },
    });
  });

  it('gives none when a secret cannot be opened (another key): the connector is left out', () => {
    expect(endpointOf(base, createSecretBox(randomBytes(32)))).toBeUndefined();
    expect(endpointOf(base, createSecretBox(undefined))).toBeUndefined();
  });
});
