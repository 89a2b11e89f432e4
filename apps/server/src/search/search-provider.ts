/**
 * Web search behind one interface. Each provider turns a query into at most MAX_RESULTS short results;
 * every failure (refused, slow, malformed) is a SearchFailure whose message is safe to show the model
 * and the log: it never holds the API key or the request address.
 */

export type SearchResult = { title: string; url: string; snippet: string };

export interface SearchProvider {
  /** The provider's name, for logs. */
  readonly name: string;
  search(query: string, options: { signal?: AbortSignal }): Promise<SearchResult[]>;
}

export const MAX_RESULTS = 8;
export const SNIPPET_MAX_CHARS = 300;
const TITLE_MAX_CHARS = 200;
export const DEFAULT_SEARCH_TIMEOUT_MS = 10_000;
/** Bigger answers are refused rather than read: a search answer is a few kilobytes. */
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;

export class SearchFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'status' | 'malformed' | 'network',
    message: string,
  ) {
    super(message);
    this.name = 'SearchFailure';
  }
}

export type SearchOptions = {
  /** Replaces the keyed providers' API origin (https://api.search.brave.com…); tests point it at 127.0.0.1. */
  apiBaseUrl?: string | undefined;
  timeoutMs?: number | undefined;
};

/** What a provider needs to make its request: everything but the HTTP plumbing. */
export type ProviderRequest = {
  url: URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/**
 * Sends one request and parses its JSON answer, within the timeout (which also ends the caller's wait
 * when `signal` aborts). Errors name what went wrong, never the address (a Google key sits in its query).
 */
export async function fetchJson(
  request: ProviderRequest,
  options: { timeoutMs: number; signal?: AbortSignal | undefined },
): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal === undefined ? timeout : AbortSignal.any([timeout, options.signal]);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? 'GET',
      headers: { accept: 'application/json', ...request.headers },
      body: request.body,
      signal,
      redirect: 'follow',
    });
  } catch {
    if (timeout.aborted) throw new SearchFailure('timeout', 'the search service did not answer in time');
    if (options.signal?.aborted === true) throw new SearchFailure('timeout', 'the search was stopped');
    throw new SearchFailure('network', 'the search service could not be reached');
  }
  try {
    if (!response.ok) {
      throw new SearchFailure('status', `the search service answered with status ${response.status}`);
    }
    const text = await readBounded(response);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SearchFailure('malformed', 'the search service did not answer with JSON');
    }
  } catch (error) {
    if (error instanceof SearchFailure) throw error;
    if (timeout.aborted) throw new SearchFailure('timeout', 'the search service did not answer in time');
    throw new SearchFailure('network', 'the search service broke off its answer');
  } finally {
    // An unread body keeps the connection busy.
    if (!response.bodyUsed) await response.body?.cancel().catch(() => {});
  }
}

async function readBounded(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_RESPONSE_BYTES) throw new SearchFailure('malformed', 'the search answer was too large');
  // Node's fetch types its body loosely; it is a byte stream.
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader();
  if (reader === undefined) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_RESPONSE_BYTES) {
      await reader.cancel();
      throw new SearchFailure('malformed', 'the search answer was too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text: no tags (Brave marks matches with <strong>), entities decoded, spaces collapsed, cut. */
export function plainText(value: string, maxChars: number): string {
  const text = value
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(parseInt(code.slice(2), 16) || 32);
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)) || 32);
      return ENTITIES[code.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 1).trimEnd()}…`;
}

/** Keeps results with a title-worthy http(s) address, bounded in number and length. */
export function toResults(
  raw: readonly { title?: string; url?: string; snippet?: string }[],
): SearchResult[] {
  const results: SearchResult[] = [];
  for (const item of raw) {
    if (results.length >= MAX_RESULTS) break;
    let url: URL;
    try {
      url = new URL(item.url ?? '');
    } catch {
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') continue;
    const title = plainText(item.title ?? '', TITLE_MAX_CHARS) || url.hostname;
    results.push({ title, url: url.toString(), snippet: plainText(item.snippet ?? '', SNIPPET_MAX_CHARS) });
  }
  return results;
}
