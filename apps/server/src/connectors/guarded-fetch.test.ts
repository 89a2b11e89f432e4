import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardedFetch } from './guarded-fetch';
import { OutboundRefusal } from './outbound-rules';

/** A local server answering each path with a status and, for a redirect, where to. */
function listen(routes: Record<string, { status: number; location?: string; body?: string }>) {
  const server = createServer((request, response) => {
    const route = routes[request.url ?? ''] ?? { status: 404 };
    response.writeHead(route.status, route.location === undefined ? {} : { location: route.location });
    response.end(route.body ?? '');
  });
  return new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

let first: Server;
let second: Server;
let origin: string;
let otherOrigin: string;

beforeAll(async () => {
  second = await listen({ '/landing': { status: 200, body: 'other host' } });
  otherOrigin = `http://127.0.0.1:${portOf(second)}`;
  first = await listen({
    '/ok': { status: 200, body: 'hello' },
    '/big': { status: 200, body: 'x'.repeat(10_000) },
    '/moved': { status: 307, location: '/ok' },
    '/away': { status: 302, location: `${otherOrigin}/landing` },
  });
  origin = `http://127.0.0.1:${portOf(first)}`;
});

afterAll(() => {
  first.close();
  second.close();
});

describe('createGuardedFetch', () => {
  it('reaches a listed host over plain http and follows a redirect within its origin', async () => {
    const guarded = createGuardedFetch({ allowedHosts: ['127.0.0.1'] });
    expect(await (await guarded.fetch(`${origin}/ok`)).text()).toBe('hello');
    expect(await (await guarded.fetch(`${origin}/moved`)).text()).toBe('hello');
    await guarded.close();
  });

  it('does not follow a redirect to another host, even a listed one', async () => {
    const guarded = createGuardedFetch({ allowedHosts: ['127.0.0.1'] });
    await expect(guarded.fetch(`${origin}/away`)).rejects.toThrow(/redirected to another host/);
    await expect(guarded.fetch(`${origin}/away`)).rejects.toBeInstanceOf(OutboundRefusal);
    await guarded.close();
  });

  it('refuses loopback when the host is not listed, by address or by a name resolving to it', async () => {
    const resolve = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    const guarded = createGuardedFetch({ allowedHosts: [], resolve });
    await expect(guarded.fetch(`${origin}/ok`)).rejects.toBeInstanceOf(OutboundRefusal);
    await expect(guarded.fetch(`https://mcp.example.com:${portOf(first)}/ok`)).rejects.toThrow(
      /resolves to a private, loopback or link-local address/,
    );
    await guarded.close();
  });

  it('ends an answer larger than the limit', async () => {
    const guarded = createGuardedFetch({ allowedHosts: ['127.0.0.1'], maxResponseBytes: 1000 });
    await expect((await guarded.fetch(`${origin}/big`)).text()).rejects.toThrow();
    expect(await (await guarded.fetch(`${origin}/ok`)).text()).toBe('hello');
    await guarded.close();
  });

  it('connects to the address it checked, not to a second lookup of the name', async () => {
    // mcp.test exists nowhere: only the checked address, pinned into the connection, can reach the server.
    const looked: string[] = [];
    const resolve = (hostname: string) => {
      looked.push(hostname);
      return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    const guarded = createGuardedFetch({ allowedHosts: [`mcp.test:${portOf(first)}`], resolve });
    expect(await (await guarded.fetch(`http://mcp.test:${portOf(first)}/ok`)).text()).toBe('hello');
    expect(looked).toEqual(['mcp.test']);
    await guarded.close();
  });
});
