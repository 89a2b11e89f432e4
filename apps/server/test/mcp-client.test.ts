import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { ConnectorsConfig } from '../src/config';
import { ConnectorError, createConnectorClient, type ConnectorEndpoint } from '../src/connectors/mcp-client';
import { CUT_MARKER } from '../src/connectors/tool-result';
import { freePort } from './free-port';
import { everythingCommand, startEverythingServer } from './mcp-everything';

const config: ConnectorsConfig = {
  allowCommands: false,
  allowedHosts: ['127.0.0.1'],
  callTimeoutMs: 10_000,
  resultMaxBytes: 50 * 1024,
};

const streamable = await startEverythingServer('streamableHttp');
const sse = await startEverythingServer('sse');
// A server that takes the request and never answers: a connector that hangs.
const hanging: Server = await new Promise((resolve) => {
  const server = createServer(() => undefined);
  server.listen(0, '127.0.0.1', () => resolve(server));
});
afterAll(async () => {
  hanging.closeAllConnections();
  hanging.close();
  await Promise.all([streamable.stop(), sse.stop()]);
});

const http = (url: string): ConnectorEndpoint => ({ transport: 'http', url, headers: {} });
const client = createConnectorClient(config);

const refusedWith = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
};

describe('the connector client against server-everything', () => {
  it('lists the tools over Streamable HTTP, with descriptions and input schemas', async () => {
    const tools = await client.listTools(http(streamable.url));
    const sum = tools.find((tool) => tool.name === 'get-sum');
    expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(['echo', 'get-sum']));
    expect(sum?.description).toMatch(/sum/i);
    expect(sum?.inputSchema).toMatchObject({ type: 'object', properties: { a: {}, b: {} } });
  });

  it('calls a tool and answers its text', async () => {
    const call = await client.callTool(http(streamable.url), 'get-sum', { a: 2, b: 3 });
    expect(call.status).toBe('done');
    expect(call.result).toMatch(/5/);
    expect(call.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('cuts a result at the size limit', async () => {
    const message = 'x'.repeat(500);
    const call = await client.callTool(http(streamable.url), 'echo', { message }, { maxBytes: 100 });
    expect(call.status).toBe('done');
    expect(Buffer.byteLength(call.result)).toBeLessThanOrEqual(100);
    expect(call.result.endsWith(CUT_MARKER)).toBe(true);
  });

  it('falls back to the older SSE transport', async () => {
    const tools = await client.listTools(http(sse.url));
    expect(tools.map((tool) => tool.name)).toContain('echo');
    const call = await client.callTool(http(sse.url), 'echo', { message: 'over SSE' });
    expect(call).toMatchObject({ status: 'done', result: 'Echo: over SSE' });
  });

  it('refuses 127.0.0.1 when it is not listed, before connecting', async () => {
    const strict = createConnectorClient({ ...config, allowedHosts: [] });
    expect((await refusedWith(strict.listTools(http(streamable.url)))).reason).toBe('address');
    const call = await strict.callTool(http(streamable.url), 'echo', { message: 'hi' });
    expect(call.status).toBe('failed');
    expect(call.result).toMatch(/CONNECTORS_ALLOWED_HOSTS/);
  });

  it('says the server cannot be reached when nothing listens', async () => {
    const port = await freePort();
    const error = await refusedWith(client.listTools(http(`http://127.0.0.1:${port}/mcp`)));
    expect(error.reason).toBe('unreachable');
    expect(error.message).toMatch(/could not be reached/);
  });

  it('ends a call to a server that hangs as a timeout, within its limit', async () => {
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/mcp`;
    const started = Date.now();
    const call = await client.callTool(http(url), 'echo', { message: 'hi' }, { timeoutMs: 500 });
    expect(call.status).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('ends a call as failed when the run stops', async () => {
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/mcp`;
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 200);
    const call = await client.callTool(http(url), 'echo', {}, { signal: stop.signal, timeoutMs: 5000 });
    expect(call).toMatchObject({ status: 'failed', result: 'Stopped' });
  });

  it('starts a stdio server only when commands are allowed', async () => {
    const stdio: ConnectorEndpoint = { transport: 'stdio', ...everythingCommand, env: {} };
    expect((await refusedWith(client.listTools(stdio))).reason).toBe('commands_off');
    const allowed = createConnectorClient({ ...config, allowCommands: true });
    expect((await allowed.listTools(stdio)).map((tool) => tool.name)).toContain('get-sum');
    const call = await allowed.callTool(stdio, 'echo', { message: 'over stdio' });
    expect(call).toMatchObject({ status: 'done', result: 'Echo: over stdio' });
  });
});
