import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@brief/contract/errors';
import { AppError } from './errors';

/** How every failure is answered: one JSON shape with a code, whatever refused the request. */

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'bad_request',
  429: 'rate_limited',
};

/** One error shape for every failure; internals go to the log with the request id, never to the caller. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = [error.validationContext, ...(first?.instancePath ?? '').split('/').filter(Boolean)].join(
        '.',
      );
      const message = `${field}: ${first?.message ?? 'is invalid'}`;
      const body: ErrorBody = { error: { code: 'bad_request', message, reason: 'invalid', field } };
      return reply.code(400).send(body);
    }
    const known: Record<string, string> = {
      FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
      FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
      FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
      FST_ERR_BAD_URL: 'The address holds a malformed percent-escape',
      FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
    };
    const status = error.statusCode ?? 500;
    // Any other refusal a plugin raises (406, 414…) keeps its status, with the closest code.
    const code = codeByStatus[status] ?? (status >= 400 && status < 500 ? 'bad_request' : undefined);
    if (code !== undefined) {
      request.log.info({ err: error }, 'request refused');
      return reply
        .code(status)
        .send({ error: { code, message: known[error.code] ?? 'The request is not valid' } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
  });
}

/** Calls sent without a payload may still say application/json; an empty body is no body. */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
