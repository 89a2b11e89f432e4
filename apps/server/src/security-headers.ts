import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every answer, from one middleware built at start. (@fastify/helmet builds
 * helmet afresh for every request, parsing the Content-Security-Policy each time: a twentieth of the
 * server's time in a burst of chat starts.)
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    // helmet hands on only Errors (its middlewares throw nothing else).
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
