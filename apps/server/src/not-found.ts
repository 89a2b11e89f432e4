import type { FastifyInstance } from 'fastify';
import { routerRefusal } from './malformed-requests';

/** The page the Google sign-in returns to, with the access token in its query. */
const AUTH_CALLBACK_PAGE = '/auth/callback';

/**
 * What no route answers: a refusal the router made (a malformed address), the web app's page for any
 * other page address when it is served (it routes the path itself, unknown ones to /404), else a 404.
 */
export function registerNotFound(app: FastifyInstance, servesWebApp: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const refusal = routerRefusal(request);
    if (refusal !== undefined) return reply.send(refusal);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (servesWebApp && isPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      // History fallback: the SPA routes the path itself (unknown ones to /404).
      if (request.url.split('?')[0] === AUTH_CALLBACK_PAGE) {
        // The Google return carries the access token in its query: the page must never send it on.
        reply.header('referrer-policy', 'no-referrer');
      }
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({
      error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` },
    });
  });
}
