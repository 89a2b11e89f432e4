import { createServer } from 'node:http';
import type { ErrorBody } from '@brief/contract/errors';
import { STOPPING_RETRY_AFTER_SECONDS } from './routes';

/**
 * What the instance's port answers while the database is being prepared (migrations, or waiting for
 * another replica's): 503 to everything, readiness included, in the app's error shape, so a load
 * balancer or orchestrator sees an instance that is starting rather than one that is gone. Closed just
 * before the app itself listens on the same port.
 */
export async function listenWhileStarting(port: number, host: string): Promise<() => Promise<void>> {
  const body: ErrorBody = {
    error: { code: 'unavailable', message: 'This server is starting. Please try again in a moment.' },
  };
  const server = createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(STOPPING_RETRY_AFTER_SECONDS),
      'cache-control': 'no-store',
      connection: 'close',
    });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
