import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectProcessMetrics, countHttpRequest, metricsRegistry } from './metrics';

/**
 * Counts every answer by its route pattern, and when `port` is set serves the registry as Prometheus
 * text on a listener of its own (same host, another port): the app's port, which a load balancer
 * exposes, never answers /metrics, and a scrape never waits behind the app's requests.
 */
export function registerMetrics(app: FastifyInstance, options: { port: number | undefined; host: string }) {
  app.addHook('onResponse', async (request, reply) => {
    countHttpRequest({
      method: request.method,
      route: request.routeOptions.url,
      status: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
  const { port } = options;
  if (port === undefined) return;

  let server: Server | undefined;
  app.addHook('onReady', async () => {
    collectProcessMetrics();
    server = await listenForScrapes(port, options.host);
    app.log.info({ port: (server.address() as AddressInfo).port }, 'metrics served on /metrics');
  });
  app.addHook('onClose', async () => {
    const listening = server;
    if (listening === undefined) return;
    const closed = new Promise<void>((resolve) => listening.close(() => resolve()));
    listening.closeAllConnections();
    await closed;
  });
}

function listenForScrapes(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
