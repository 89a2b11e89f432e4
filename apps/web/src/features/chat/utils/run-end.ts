import { ReplyFailedError, ReplyStreamBrokenError } from '@/features/chat/api/reply-stream';

/**
 * How a reply stream this page read came to its end. Only `refused` means nothing was stored: in every
 * other case the server holds the message and the reply as far as it got.
 */
export type RunEnd<T> =
  /** The reply was written to its end and stored. */
  | { kind: 'done'; result: T }
  /** This page let go of the stream (Stop gave up waiting, the page was left); the server goes on. */
  | { kind: 'abandoned' }
  /** Accepted, then the reply failed (stored as failed or interrupted). */
  | { kind: 'failed'; error: ReplyFailedError }
  /** Accepted, then the stream broke off: the reply may still be running somewhere. */
  | { kind: 'broken'; error: ReplyStreamBrokenError }
  /** Never accepted: the request was refused or could not be sent. */
  | { kind: 'refused'; error: unknown };

/** The end of a stream that threw `error`; `abandoned` when this page had aborted it. */
export function runEndOf(error: unknown, abandoned: boolean): RunEnd<never> {
  if (abandoned) return { kind: 'abandoned' };
  if (error instanceof ReplyFailedError) return { kind: 'failed', error };
  if (error instanceof ReplyStreamBrokenError) return { kind: 'broken', error };
  return { kind: 'refused', error };
}
