import type { ErrorDetail, ErrorReason } from '@brief/contract/errors';

/**
 * A non-OK answer of the API: its status, the error code, and what the interface words it from (the
 * reason, field and values of its error body). The server's English message is kept for the log only:
 * what the user reads comes from lib/error-text.ts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The message the server sent in its error body; null when the answer carried none. */
  readonly serverMessage: string | null;
  /** How many seconds the server asked to wait (its Retry-After, on a 429); null when it said none. */
  readonly retryAfterSeconds: number | null;
  /** Why the server refused, where the code alone is too coarse (a taken e-mail, a stranger's address). */
  readonly reason: ErrorReason | null;
  /** The field the refusal is about ("body.email", "emails"), when it named one. */
  readonly field: string | null;
  /** The values its words name (a domain, e-mails, a limit). */
  readonly values: Readonly<Record<string, string | number>>;

  constructor(
    status: number,
    code: string,
    message: string,
    serverMessage: string | null = null,
    retryAfterSeconds: number | null = null,
    detail: ErrorDetail = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.retryAfterSeconds = retryAfterSeconds;
    this.reason = detail.reason ?? null;
    this.field = detail.field ?? null;
    this.values = detail.values ?? {};
  }
}
