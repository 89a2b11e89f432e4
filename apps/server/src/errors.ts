import { errorStatus, type ErrorBody, type ErrorCode, type ErrorDetail } from '@brief/contract/errors';

/**
 * An error meant for the caller: its message is safe to show. Anything else becomes a bare 500. The
 * message is the API's English; `detail` (a reason, a field, the values named) lets a client say the
 * same in its reader's language without reading the message.
 */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly detail: ErrorDetail;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { headers?: Record<string, string>; detail?: ErrorDetail } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
    this.headers = options.headers ?? {};
    this.detail = options.detail ?? {};
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...this.detail } };
  }
}

export const badRequest = (message: string, detail?: ErrorDetail) =>
  new AppError('bad_request', message, { detail });
export const unauthorized = (message = 'Authentication required') => new AppError('unauthorized', message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const conflict = (message: string, detail?: ErrorDetail) =>
  new AppError('conflict', message, { detail });
export const rateLimited = (message: string, retryAfterSeconds: number, detail?: ErrorDetail) =>
  new AppError('rate_limited', message, {
    headers: { 'retry-after': String(retryAfterSeconds) },
    detail,
  });
