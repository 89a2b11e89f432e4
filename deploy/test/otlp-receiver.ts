/**
 * A local OTLP/HTTP trace receiver: what a collector would get. It keeps every export's body (JSON or
 * protobuf: strings such as span names and attribute values are plain bytes in both) and answers success.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TraceExport = { contentType: string; body: Buffer };

export async function startOtlpReceiver() {
  const exports: TraceExport[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const contentType = request.headers['content-type'] ?? '';
      if (request.method === 'POST' && request.url === '/v1/traces')
        exports.push({ contentType, body: Buffer.concat(chunks) });
      const json = contentType.includes('json');
      response.writeHead(200, { 'content-type': json ? 'application/json' : 'application/x-protobuf' });
      response.end(json ? '{}' : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** What OTEL_EXPORTER_OTLP_ENDPOINT should be. */
    endpoint: `http://127.0.0.1:${port}`,
    exports,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type JsonSpan = { name: string; traceId: string; attributes?: { key: string }[] };
type JsonExport = { resourceSpans?: { scopeSpans?: { spans?: JsonSpan[] }[] }[] };

/** The spans of JSON exports (http/json), flattened; a protobuf export contributes none. */
export function jsonSpans(exports: TraceExport[]): JsonSpan[] {
  return exports
    .filter((entry) => entry.contentType.includes('json'))
    .flatMap((entry) => (JSON.parse(entry.body.toString('utf8')) as JsonExport).resourceSpans ?? [])
    .flatMap((resource) => resource.scopeSpans ?? [])
    .flatMap((scope) => scope.spans ?? []);
}
