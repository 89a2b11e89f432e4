import { z } from 'zod';
import type { Config } from '../config';
import {
  DEFAULT_SEARCH_TIMEOUT_MS,
  MAX_RESULTS,
  SearchFailure,
  fetchJson,
  toResults,
  type ProviderRequest,
  type SearchOptions,
  type SearchProvider,
  type SearchResult,
} from './search-provider';

/** The one place that knows search provider names and their APIs: configuration in, a SearchProvider out. */

export function createSearchProvider(
  search: Config['search'],
  options: SearchOptions = {},
): SearchProvider | null {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SEARCH_TIMEOUT_MS;
  const origin = (fallback: string) => (options.apiBaseUrl ?? fallback).replace(/\/+$/, '');
  const key = search.apiKey ?? '';
  switch (search.provider) {
    case 'none':
      return null;
    case 'searxng':
      return provider('searxng', timeoutMs, searxng(search.url ?? ''));
    case 'brave':
      return provider('brave', timeoutMs, brave(origin('https://api.search.brave.com'), key));
    case 'tavily':
      return provider('tavily', timeoutMs, tavily(origin('https://api.tavily.com'), key));
    case 'google':
      return provider(
        'google',
        timeoutMs,
        google(origin('https://www.googleapis.com'), key, search.url ?? ''),
      );
  }
}

type Api = {
  request(query: string): ProviderRequest;
  /** The answer's results in the shared shape; a zod error means the answer was not the API's. */
  results(answer: unknown): { title?: string; url?: string; snippet?: string }[];
};

function provider(name: string, timeoutMs: number, api: Api): SearchProvider {
  return {
    name,
    async search(query, { signal }): Promise<SearchResult[]> {
      const answer = await fetchJson(api.request(query), { timeoutMs, signal });
      let raw: ReturnType<Api['results']>;
      try {
        raw = api.results(answer);
      } catch {
        throw new SearchFailure('malformed', 'the search service answered in an unexpected shape');
      }
      return toResults(raw);
    },
  };
}

// Fields the results may lack or give as null; anything else in them is ignored.
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

/** SearXNG's JSON API (the instance must list `json` under search.formats). */
function searxng(baseUrl: string): Api {
  const schema = z.object({ results: z.array(z.object({ title: text, url: text, content: text })) });
  return {
    request(query) {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      url.searchParams.set('q', query);
      url.searchParams.set('format', 'json');
      return { url };
    },
    results: (answer) =>
      schema.parse(answer).results.map((r) => ({ title: r.title, url: r.url, snippet: r.content })),
  };
}

/** Brave Search API: the key goes in X-Subscription-Token. */
function brave(origin: string, apiKey: string): Api {
  const schema = z.object({
    web: z.object({ results: z.array(z.object({ title: text, url: text, description: text })) }).optional(),
  });
  return {
    request(query) {
      const url = new URL(`${origin}/res/v1/web/search`);
      url.searchParams.set('q', query);
      url.searchParams.set('count', String(MAX_RESULTS));
      return { url, headers: { 'x-subscription-token': apiKey } };
    },
    results: (answer) =>
      (schema.parse(answer).web?.results ?? []).map((r) => ({
        title: r.title,
        url: r.url,
        snippet: r.description,
      })),
  };
}

/** Tavily: a JSON POST with the key as a bearer token. */
function tavily(origin: string, apiKey: string): Api {
  const schema = z.object({ results: z.array(z.object({ title: text, url: text, content: text })) });
  return {
    request(query) {
      return {
        url: new URL(`${origin}/search`),
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          query,
          max_results: MAX_RESULTS,
          search_depth: 'basic',
          include_answer: false,
        }),
      };
    },
    results: (answer) =>
      schema.parse(answer).results.map((r) => ({ title: r.title, url: r.url, snippet: r.content })),
  };
}

/** Google Programmable Search (Custom Search JSON API): key and engine id (cx) in the query. */
function google(origin: string, apiKey: string, engineId: string): Api {
  // No `items` at all is Google's way of saying "no results".
  const schema = z.object({
    items: z.array(z.object({ title: text, link: text, snippet: text })).optional(),
  });
  return {
    request(query) {
      const url = new URL(`${origin}/customsearch/v1`);
      url.searchParams.set('key', apiKey);
      url.searchParams.set('cx', engineId);
      url.searchParams.set('q', query);
      url.searchParams.set('num', String(MAX_RESULTS));
      return { url };
    },
    results: (answer) =>
      (schema.parse(answer).items ?? []).map((r) => ({ title: r.title, url: r.link, snippet: r.snippet })),
  };
}
