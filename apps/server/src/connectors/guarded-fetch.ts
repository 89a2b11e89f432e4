import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { checkedAddress, OutboundRefusal, outboundTarget } from './outbound-rules';

/**
 * The only way a connector reaches the network: a `fetch` for the MCP transports that applies the
 * outbound rules (outbound-rules.ts) to every request, redirects included. The host is resolved once,
 * its addresses are checked, and the connection goes to the address that was checked (the socket's
 * lookup is pinned to it), so a name cannot resolve to a public address for the check and a private
 * one for the connection. TLS still verifies the certificate against the host name. Redirects are
 * followed by hand, within the same origin only.
 */

export type FetchLike = (url: string | URL, init?: RequestInit) => Promise<Response>;

export type ResolvedAddress = { address: string; family: number };
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;
/** A name that takes longer to resolve when an admin saves it is checked at connection time instead. */
const SAVE_LOOKUP_MS = 3000;
/** Largest answer read from a connector (an event stream counts as one): more ends the connection. */
export const MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/** The response with its body cut off by an error once it passes `limit` bytes. */
function limitedBody(response: Response, limit: number): Response {
  if (response.body === null) return response;
  let seen = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > limit) controller.error(new Error(`The connector answered more than ${limit} bytes`));
      else controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * A URL checked as an admin saves it: its scheme and host, and, when the name resolves now, its
 * addresses (a name that does not resolve yet is checked again at every connection). Throws an
 * OutboundRefusal saying why.
 */
export async function checkOutboundUrl(
  url: string,
  options: { allowedHosts: readonly string[]; resolve?: Resolve },
): Promise<void> {
  const target = outboundTarget(url, options.allowedHosts);
  if (target.listed || isIP(target.hostname) !== 0) return;
  const lookup = (options.resolve ?? systemResolve)(target.hostname).catch(() => []);
  const late = new Promise<ResolvedAddress[]>((resolve) =>
    setTimeout(() => resolve([]), SAVE_LOOKUP_MS).unref(),
  );
  const addresses = await Promise.race([lookup, late]);
  if (addresses.length > 0) checkedAddress(target, addresses);
}

export type GuardedFetch = {
  fetch: FetchLike;
  /** Closes the connections it opened (an event stream's included). */
  close(): Promise<void>;
};

export function createGuardedFetch(options: {
  allowedHosts: readonly string[];
  /** Tests resolve names their own way; the system's resolver otherwise. */
  resolve?: Resolve;
  maxResponseBytes?: number;
}): GuardedFetch {
  const resolve = options.resolve ?? systemResolve;
  const agents = new Map<string, Agent>();

  const agentFor = (origin: string, pinned: ResolvedAddress): Agent => {
    const key = `${origin} ${pinned.address}`;
    const existing = agents.get(key);
    if (existing !== undefined) return existing;
    const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
      if (lookupOptions.all === true) callback(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    };
    const agent = new Agent({ connect: { lookup: pinnedLookup } });
    agents.set(key, agent);
    return agent;
  };

  const addressOf = async (hostname: string): Promise<ResolvedAddress[]> => {
    const family = isIP(hostname);
    if (family !== 0) return [{ address: hostname, family }];
    try {
      return await resolve(hostname);
    } catch {
      throw new Error(`${hostname} does not resolve`);
    }
  };

  const once = async (url: URL, init: RequestInit | undefined): Promise<Response> => {
    const target = outboundTarget(url, options.allowedHosts);
    const pinned = checkedAddress(target, await addressOf(target.hostname));
    const response = await undiciFetch(url, {
      method: init?.method,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: init?.body as string | undefined,
      signal: init?.signal,
      redirect: 'manual',
      dispatcher: agentFor(url.origin, pinned),
    });
    return limitedBody(response, options.maxResponseBytes ?? MAX_RESPONSE_BYTES);
  };

  const guardedFetch: FetchLike = async (input, init) => {
    let url = new URL(input);
    let request = init;
    for (let hop = 0; ; hop += 1) {
      const response = await once(url, request);
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || location === null) return response;
      await response.body?.cancel();
      const next = new URL(location, url);
      if (next.origin !== url.origin)
        throw new OutboundRefusal(
          `${url.host} redirected to another host (${next.host}); redirects are not followed to other hosts`,
          next.host,
        );
      if (hop >= MAX_REDIRECTS) throw new Error(`${url.host} redirected more than ${MAX_REDIRECTS} times`);
      const method = (request?.method ?? 'GET').toUpperCase();
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      )
        request = { ...request, method: 'GET', body: null };
      url = next;
    }
  };

  return {
    fetch: guardedFetch,
    async close() {
      const open = [...agents.values()];
      agents.clear();
      await Promise.allSettled(open.map((agent) => agent.destroy()));
    },
  };
}
