import { errorStatus, type ErrorBody, type ErrorCode } from '@brief/contract/errors';

/** An error meant for the caller: its message is safe to show. Anything else becomes a bare 500. */
export class AppError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
    this.headers = options.headers ?? {};
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message } };
  }
}

export const badRequest = (message: string) => new AppError('bad_request', message);
export const unauthorized = (message = 'Authentication required') => new AppError('unauthorized', message);
export const forbidden = (message = 'You do not have access to this resource') =>
  new AppError('forbidden', message);
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const conflict = (message: string) => new AppError('conflict', message);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('rate_limited', message, { headers: { 'retry-after': String(retryAfterSeconds) } });
