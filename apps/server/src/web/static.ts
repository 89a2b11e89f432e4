import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app from the same origin as the API. Hashed assets are cached for a
 * year, everything else is revalidated, so a deploy shows at once. Returns false when there is no build.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn({ webDistDir }, 'web app not built: run `npm run build` to serve it');
    return false;
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    // The web build writes .br and .gz siblings; browsers that accept them get those.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}
