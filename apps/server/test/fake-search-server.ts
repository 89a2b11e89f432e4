import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the web search APIs, answering each on its own path as the real one does:
 * SearXNG `GET /search?format=json`, Tavily `POST /search`, Brave `GET /res/v1/web/search`, Google
 * `GET /customsearch/v1`. Every request is kept so a test can check its shape; each test scripts what
 * the next requests get.
 */

export type FakeSearchScenario =
  /** The page list below, in the provider's shape. */
  | { kind: 'results' }
  /** A valid answer without results. */
  | { kind: 'empty' }
  | { kind: 'status'; status: number }
  /** 200 with a body that is not JSON. */
  | { kind: 'malformed' }
  /** Never answers. */
  | { kind: 'hang' };

export type RecordedSearchRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
};

export type FakeSearchServer = {
  /** http://127.0.0.1:PORT: SEARCH_URL for SearXNG, apiBaseUrl for the keyed providers. */
  baseUrl: string;
  requests: RecordedSearchRequest[];
  enqueue(...scenarios: FakeSearchScenario[]): void;
  reset(): void;
  close(): Promise<void>;
};

export type FakePage = { title: string; url: string; text: string };

/** Ten pages (more than a search keeps), one with markup, one with a long text, one not on the web. */
export const fakePages = (query: string): FakePage[] => [
  {
    title: `${query} — market report 2026`,
    url: 'https://research.example.com/reports/2026?topic=coffee',
    text: `The <strong>${query}</strong> market grew 12% in 2025 &amp; keeps growing.`,
  },
  {
    title: 'Trends [2026] (summary)',
    url: 'https://news.example.org/trends (2026)',
    text: 'Three trends to watch.',
  },
  { title: 'A page that runs script', url: 'javascript:alert(1)', text: 'Never a link.' },
  { title: 'Long read', url: 'https://blog.example.net/long', text: 'word '.repeat(400) },
  ...Array.from({ length: 6 }, (_, index) => ({
    title: `Result ${index + 5}`,
    url: `https://site${index + 5}.example.com/`,
    text: `Snippet ${index + 5}.`,
  })),
];

export async function startFakeSearchServer(): Promise<FakeSearchServer> {
  const queue: FakeSearchScenario[] = [];
  const requests: RecordedSearchRequest[] = [];
  const server = createServer((request, response) => {
    void handle(request, response).catch(() => response.destroy());
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const body = await readBody(request);
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
    });
    const scenario = queue.shift() ?? { kind: 'results' };
    switch (scenario.kind) {
      case 'hang':
        return;
      case 'status':
        sendJson(response, scenario.status, { error: 'The fake search service failed' });
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"results": [{"title": "cut off');
        return;
      case 'results':
      case 'empty': {
        const query = url.searchParams.get('q') ?? queryOfBody(body);
        const pages = scenario.kind === 'empty' ? [] : fakePages(query);
        const answer = answerFor(request.method ?? 'GET', url.pathname, pages);
        if (answer === null) sendJson(response, 404, { error: `No route for ${url.pathname}` });
        else sendJson(response, 200, answer);
      }
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...scenarios) => {
      queue.push(...scenarios);
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error === undefined ? resolve() : reject(error)));
        server.closeAllConnections();
      }),
  };
}

/** The provider's answer shape for the path asked. */
function answerFor(method: string, path: string, pages: FakePage[]): unknown {
  if (path === '/search' && method === 'GET') {
    return {
      query: 'q',
      number_of_results: pages.length,
      results: pages.map((p) => ({ title: p.title, url: p.url, content: p.text, engine: 'fake' })),
    };
  }
  if (path === '/search' && method === 'POST') {
    return {
      query: 'q',
      results: pages.map((p, index) => ({
        title: p.title,
        url: p.url,
        content: p.text,
        score: 1 - index / 20,
      })),
      response_time: 0.1,
    };
  }
  if (path === '/res/v1/web/search') {
    return {
      type: 'search',
      web: {
        type: 'search',
        results: pages.map((p) => ({ title: p.title, url: p.url, description: p.text })),
      },
    };
  }
  if (path === '/customsearch/v1') {
    return pages.length === 0
      ? { kind: 'customsearch#search', searchInformation: { totalResults: '0' } }
      : {
          kind: 'customsearch#search',
          items: pages.map((p) => ({ title: p.title, link: p.url, snippet: p.text })),
        };
  }
  return null;
}

function queryOfBody(body: string): string {
  try {
    const value = JSON.parse(body) as { query?: unknown };
    return typeof value.query === 'string' ? value.query : '';
  } catch {
    return '';
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
