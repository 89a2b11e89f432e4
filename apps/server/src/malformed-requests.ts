import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@brief/contract/errors';
import { API_BASE } from '@brief/contract/paths';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@brief/contract/text';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * Requests malformed below the level of a route's schema: refused like every other request, with the
 * app's error shape, the security headers and the request id.
 */

/**
 * Longer than any path parameter may be (an e-mail, 320; a file name, 300), so the route's schema
 * refuses an over-long one naming it; past this the router itself refuses the URL (414).
 */
export const MAX_PATH_PARAM_LENGTH = 1000;

const routerRefusals = new WeakMap<FastifyRequest['raw'], FastifyError>();

/**
 * Fastify's `frameworkErrors`. The router refuses a malformed percent-escape or an over-long parameter
 * before any hook runs, so its own answer would lack the headers and the error shape. The request is
 * routed again to a path no route takes, where the not-found handler answers `routerRefusal`.
 */
export function answerRouterRefusal(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  routerRefusals.set(request.raw, error);
  request.raw.url = API_BASE;
  request.server.routing(request.raw, reply.raw);
}

/** Why the router refused the request, for the not-found handler to answer; undefined for a plain 404. */
export const routerRefusal = (request: FastifyRequest): FastifyError | undefined =>
  routerRefusals.get(request.raw);

/** The headers a trusted proxy sets, which Fastify turns into `request.ip`, `hostname` and `protocol`. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/**
 * Behind a trusted proxy the client's address comes from x-forwarded-for and is stored (sign-in limits,
 * the audit log). Node's HTTP parser refuses a NUL in a header, but not every way in does (inject), so
 * a forwarded value the database cannot store is refused here, naming the header.
 */
export function refuseUnstorableForwardedHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    for (const name of FORWARDED_HEADERS) {
      const values = [request.headers[name] ?? []].flat();
      if (!values.every(isStorableText)) throw badRequest(`${name}: ${UNSTORABLE_TEXT_MESSAGE}`);
    }
  });
}

/**
 * Fastify's `clientErrorHandler`. What Node's HTTP parser cannot read (a control character in a header,
 * headers too large, a request too slow to arrive) never becomes a request, so the answer is written on
 * the socket: the app's error shape, nosniff, a CSP that allows nothing, and a request id to quote.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large']
        : [400, 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: { code: 'bad_request', message } } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'x-content-type-options: nosniff',
        "content-security-policy: default-src 'none'; frame-ancestors 'none'",
        `x-request-id: ${randomUUID()}`,
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  }
  socket.destroy(error);
}
