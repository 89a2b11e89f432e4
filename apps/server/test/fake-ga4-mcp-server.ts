import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/**
 * An MCP server of the project's own that behaves like Google's GA4 server's `run_report`: it takes a
 * `propertyId` and answers that property's figures, so a test sees whose property a run asked about.
 * Streamable HTTP on 127.0.0.1, stateless (each request gets its own server, as a load-balanced
 * deployment would). `hang(true)` makes reports never answer, like a connector that is down.
 */

export const GA4_METRICS = ['sessions', 'users', 'conversions'] as const;
export const GA4_DATE_RANGES = ['last_7_days', 'last_28_days'] as const;

/** A property's figure for a metric and range: the same every time, different per property. */
export function ga4Figure(propertyId: string, metric: string, dateRange: string): number {
  let hash = 7;
  for (const char of `${propertyId}|${metric}|${dateRange}`)
    hash = (hash * 31 + char.charCodeAt(0)) % 100_000;
  return 1_000 + hash;
}

/** What `run_report` answers for a property. */
export const ga4Report = (propertyId: string, metric: string, dateRange: string) =>
  `GA4 property ${propertyId} · ${metric} · ${dateRange.replace(/_/g, ' ')}: ${ga4Figure(propertyId, metric, dateRange)}`;

export type FakeGa4Server = {
  /** The connector's URL: http://127.0.0.1:PORT/mcp */
  url: string;
  /** The arguments of every run_report call, in order. */
  reports: Record<string, unknown>[];
  /** How many hanging reports their caller gave up on (cancelled the call or closed the connection). */
  readonly cancelled: number;
  /** Whether reports hang (never answer) from now on. */
  hang(on: boolean): void;
  close(): Promise<void>;
};

type State = { reports: Record<string, unknown>[]; hanging: boolean; cancelled: number };

function mcpServer(state: State): McpServer {
  const server = new McpServer({ name: 'fake-ga4', version: '1.0.0' });
  server.registerTool(
    'run_report',
    {
      description: 'Runs a Google Analytics report for a property: one metric over a date range.',
      inputSchema: {
        propertyId: z.string().describe('The GA4 property to report on'),
        metric: z.enum(GA4_METRICS).default('sessions').describe('What to count'),
        dateRange: z.enum(GA4_DATE_RANGES).default('last_7_days').describe('Over which days'),
      },
    },
    async ({ propertyId, metric, dateRange }, { signal }) => {
      state.reports.push({ propertyId, metric, dateRange });
      if (state.hanging) {
        await new Promise<void>((resolve) =>
          signal.addEventListener('abort', () => resolve(), { once: true }),
        );
        state.cancelled += 1;
      }
      return { content: [{ type: 'text', text: ga4Report(propertyId, metric, dateRange) }] };
    },
  );
  return server;
}

const readJson = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
};

export async function startFakeGa4Server(): Promise<FakeGa4Server> {
  const state: State = { reports: [], hanging: false, cancelled: 0 };
  const http = createServer((request, response) => {
    if (request.url !== '/mcp' || request.method !== 'POST') {
      // Stateless: no stream to resume (GET) and no session to end (DELETE).
      response.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    void (async () => {
      const server = mcpServer(state);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
      response.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request, response, await readJson(request));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    reports: state.reports,
    get cancelled() {
      return state.cancelled;
    },
    hang: (on) => {
      state.hanging = on;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        http.close((error) => (error === undefined ? resolve() : reject(error)));
        http.closeAllConnections();
      }),
  };
}
