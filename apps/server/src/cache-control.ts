import type { FastifyInstance } from 'fastify';
import { API_DOCS } from './auth/authenticate';

/** What the API's answers are sent with unless their route says otherwise. */
export const API_CACHE_CONTROL = 'private, no-store';

/**
 * No browser or proxy keeps an API answer: a signed-in answer (chats, a chat, bookmarks, stats, shared
 * chats, …) is one person's, a sign-in's answer holds a token, and the public ones (health, the
 * configuration) are live. So every answer under /api gets `private, no-store` unless its route set a
 * Cache-Control of its own (files and cited documents: `private, no-cache`; exports). The OpenAPI
 * page and the web app's files keep theirs.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith(API_DOCS)) return;
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
  });
}
