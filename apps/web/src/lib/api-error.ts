/** A non-OK answer of the API: its status, the error code and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The message the server sent in its error body; null when the answer carried none. */
  readonly serverMessage: string | null;
  /** How many seconds the server asked to wait (its Retry-After, on a 429); null when it said none. */
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    code: string,
    message: string,
    serverMessage: string | null = null,
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
