import { chatMore } from '@/features/chat/i18n/en';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

/**
 * A run the server refused for a limit, storing nothing: a reply of the chat is already being written
 * (409, from any tab or instance), the user's replies per minute are used up (429), or a monthly budget
 * the run counts against is spent (402 `budget_exhausted`, until someone raises it).
 */
export function isRunRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.code === 'conflict' || error.code === 'rate_limited' || error.code === 'budget_exhausted')
  );
}

/** An upload the server refused because the user's uploads of the day are used up (429). */
export function isUploadRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'rate_limited';
}

/** A wait in the interface's words: seconds under two minutes, then minutes, then hours. */
export function waitText(seconds: number): string {
  const texts = chatMore.get();
  if (seconds < 120) return texts.waitSeconds(seconds);
  if (seconds < 2 * 3600) return texts.waitMinutes(Math.ceil(seconds / 60));
  return texts.waitHours(Math.ceil(seconds / 3600));
}

// A 429 without Retry-After (a proxy's) is still worth a wait to name.
const waitOf = (error: ApiError, fallback: number) => waitText(error.retryAfterSeconds ?? fallback);

/** What the composer says about a refused run (see isRunRefusal). */
export function runRefusalText(error: ApiError): string {
  const texts = chatMore.get();
  return errorText(error, {
    conflict: texts.replyAlreadyRunning,
    rate_limited: texts.tooManyReplies({ wait: waitOf(error, 60) }),
  });
}

/** What a file's chip says about an upload refused for the day's limit (see isUploadRefusal). */
export function uploadRefusalText(error: ApiError): string {
  return errorText(error, {
    rate_limited: chatMore.get().uploadLimitReached({ wait: waitOf(error, 3600) }),
  });
}
