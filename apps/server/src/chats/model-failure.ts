import { ModelFailure } from '../agents/runtime';
import { AppError } from '../errors';

export type ChatLog = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** What the log may keep of an error: its name, the start of its message and its status, nothing more. */
export function describeCause(cause: unknown): Record<string, unknown> | undefined {
  if (!(cause instanceof Error)) return undefined;
  const statusCode = 'statusCode' in cause ? cause.statusCode : undefined;
  return { name: cause.name, message: cause.message.slice(0, 300), statusCode };
}

/** A failed model call as the caller sees it (502); any other error goes on as it is. */
export function toModelFailure(log: ChatLog, error: unknown, chatId: string): never {
  if (error instanceof ModelFailure) {
    // The provider's error carries the whole request (prompt, profile); log what identifies it, not that.
    log.error({ chatId, reason: error.reason, cause: describeCause(error.cause) }, 'language model failed');
    if (error.reason === 'timeout')
      throw new AppError('upstream', 'The language model did not answer in time. Please try again.', {
        detail: { reason: 'model_timeout' },
      });
    throw modelUnavailable();
  }
  throw error;
}

/** A reply that ended as interrupted: its instance stopped (or took too long) before writing its end. */
export const interrupted = () =>
  new AppError('upstream', 'The reply was interrupted before it was finished. Please try again.', {
    detail: { reason: 'reply_interrupted' },
  });

/** A reply the model failed, as a follower of it sees it. */
export const modelUnavailable = () =>
  new AppError('upstream', 'The language model is not available right now. Please try again.', {
    detail: { reason: 'model_unavailable' },
  });
