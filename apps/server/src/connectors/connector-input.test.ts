import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  carriesSecrets,
  changeDetail,
  connectorView,
  createdValues,
  customerValues,
  patchedValues,
} from './connector-input';
import type { ConnectorRecord } from './connector-repo';

const seal = (value: string) => `sealed(${value})`;
const at = '2026-01-02T03:04:05.000Z';

const http: ConnectorRecord = {
  id: 'c1',
  name: 'GA4',
  transport: 'http',
  url: 'https://ga4.example.com/mcp',
  command: null,
  args: [],
  headers: { Authorization: 'sealed(old)', 'x-keep': 'sealed(keep)' },
  env: {},
  params: [{ name: 'propertyId' }],
  enabled: true,
  createdAt: at,
  updatedAt: at,
};

const refusedWith = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).toBody().error;
  }
  throw new Error('not refused');
};

describe('createdValues', () => {
  it('seals every header value and keeps a parameter declared twice once', () => {
    const values = createdValues(
      {
        name: 'GA4',
        transport: 'http',
        url: 'https://ga4.example.com/mcp',
        headers: { Authorization: 'Bearer x' },
        params: [{ name: 'propertyId', label: 'Property' }, { name: 'propertyId' }],
      },
      seal,
      at,
    );
    expect(values).toMatchObject({
      headers: { Authorization: 'sealed(Bearer x)' },
      env: {},
      params: [{ name: 'propertyId', label: 'Property' }],
      enabled: true,
      command: null,
    });
  });

  it('seals a stdio connector environment', () => {
    const values = createdValues(
      { name: 'Ads', transport: 'stdio', command: 'ads-mcp', args: ['--read-only'], env: { TOKEN: 't' } },
      seal,
      at,
    );
    expect(values).toMatchObject({
      url: null,
      command: 'ads-mcp',
      args: ['--read-only'],
      env: { TOKEN: 'sealed(t)' },
    });
  });
});

describe('patchedValues', () => {
  it('sets, removes and keeps secrets by name', () => {
    const next = patchedValues(
      http,
      { headers: { Authorization: 'Bearer new', 'x-gone': null, 'x-keep': null } },
      seal,
      at,
    );
    expect(next.headers).toEqual({ Authorization: 'sealed(Bearer new)' });
    expect(patchedValues(http, { enabled: false }, seal, at).headers).toEqual(http.headers);
  });

  it('refuses fields of the other transport (400 naming the field)', () => {
    expect(refusedWith(() => patchedValues(http, { command: 'sh' }, seal, at))).toMatchObject({
      code: 'bad_request',
      field: 'body.command',
    });
    const stdio: ConnectorRecord = { ...http, transport: 'stdio', url: null, command: 'x', headers: {} };
    expect(refusedWith(() => patchedValues(stdio, { url: 'https://a.example.com' }, seal, at))).toMatchObject(
      {
        field: 'body.url',
      },
    );
  });
});

describe('changeDetail', () => {
  it('names what changed, and secrets by name only', () => {
    const next = patchedValues(
      http,
      { enabled: false, headers: { Authorization: 'Bearer new', 'x-keep': null } },
      seal,
      at,
    );
    const detail = changeDetail(http, next);
    expect(detail).toEqual({
      name: 'GA4',
      enabled: { from: true, to: false },
      headers: { set: ['Authorization'], removed: ['x-keep'] },
    });
    expect(JSON.stringify(detail)).not.toContain('Bearer');
  });
});

describe('connectorView', () => {
  it('answers the names of the secrets set, sorted, never their values', () => {
    const view = connectorView(http, [{ teamId: 'marketing', tools: ['run_report'] }]);
    expect(view.headers).toEqual(['Authorization', 'x-keep']);
    expect(JSON.stringify(view)).not.toContain('sealed');
    expect(view).not.toHaveProperty('command');
  });

  it('tells whether a body carries a secret value', () => {
    expect(carriesSecrets({ headers: { a: 'x' } })).toBe(true);
    expect(carriesSecrets({ headers: { a: null } })).toBe(false);
    expect(carriesSecrets({})).toBe(false);
  });
});

describe('customerValues', () => {
  it('keeps declared parameters with a value and refuses others with 422', () => {
    expect(customerValues(http.params, { propertyId: '123' })).toEqual({ propertyId: '123' });
    expect(customerValues(http.params, { propertyId: '' })).toEqual({});
    expect(
      refusedWith(() => customerValues(http.params, { customerId: '9', propertyId: '1' })),
    ).toMatchObject({
      code: 'unprocessable',
      reason: 'connector_unknown_param',
      values: { params: 'customerId' },
    });
  });
});
