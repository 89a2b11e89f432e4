import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiPaths } from '@brief/contract/paths';
import type { PublicConfig } from '@brief/contract/system';
import type { FastifyInstance } from 'fastify';
import { loadPrerenderedPages, pageEncoding, preferredLanguage } from './pages';

/**
 * Serves the built single-page app from the same origin as the API. Hashed assets are cached for a
 * year, everything else is revalidated, so a deploy shows at once. `/` and `/login` answer with their
 * prerendered page in the visitor's language, this deployment's public configuration written in (see
 * pages.ts); every other page path falls back to index.html (the app's frame). Returns false when there
 * is no build.
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
    // `/` is the landing page below, not index.html.
    index: false,
    // The prerendered pages' templates are only ever sent filled in.
    allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
    // The build's own files (its source fingerprint) are not the app's.
    dotfiles: 'ignore',
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const pages = loadPrerenderedPages(webDistDir);
  if (!pages) {
    app.log.warn({ webDistDir }, 'the web build has no prerendered pages: / and /login get the app frame');
    return true;
  }

  // The public configuration never changes while the server runs; asked of the API itself, once.
  let publicConfig: Promise<PublicConfig> | undefined;
  const readPublicConfig = () => {
    publicConfig ??= app.inject({ method: 'GET', url: apiPaths.config }).then((answer) => {
      if (answer.statusCode !== 200) throw new Error(`${apiPaths.config} answered ${answer.statusCode}`);
      return answer.json<PublicConfig>();
    });
    publicConfig.catch(() => {
      publicConfig = undefined;
    });
    return publicConfig;
  };

  // A page is compressed (brotli at its best, tens of milliseconds) when it is first asked for; a fresh
  // start prepares them all once it listens, so its first visitors do not wait for that.
  app.addHook('onListen', async () => {
    void readPublicConfig()
      .then((config) => pages.prepareAll(config))
      .catch((error: unknown) => app.log.warn({ err: error }, 'prerendered pages not prepared at start'));
  });

  for (const pagePath of pages.paths) {
    app.get(pagePath, { schema: { hide: true } }, async (request, reply) => {
      const language = preferredLanguage(request.headers['accept-language']);
      let page;
      try {
        page = pages.page(pagePath, language, await readPublicConfig());
      } catch (error) {
        request.log.error({ err: error }, 'prerendered page unavailable: sending the app frame');
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
      const encoding = pageEncoding(request.headers['accept-encoding']);
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.html);
    });
  }
  return true;
}
