import type { ErrorCode, ErrorReason } from '@brief/contract/errors';
import { componentsMore } from '@/components/i18n/en';
import { formatNumber } from '@/i18n/format';
import { ApiError } from '@/lib/api-client';
import { budgetExhaustedText } from '@/lib/budget-text';
import { common, fieldNames, reasonTexts } from '@/lib/i18n/en';
import { waitText } from '@/lib/wait-text';

/**
 * The one table that words a failed call for the user, in the interface's language, from what the API
 * answered: its code, and the reason, field and values it named. The server's English message is never
 * shown (it is the API's, for logs and scripts); a reason without words here falls back to its code's.
 */

/** The wait a refusal names when its answer had no Retry-After (a proxy's 429). */
const DEFAULT_WAIT_SECONDS: Partial<Record<ErrorReason, number>> = {
  runs_per_minute: 60,
  uploads_per_day: 3600,
  sign_in_attempts: 60,
};

/** What a field is called, from the API's name for it ("body.email" → "e-mail"). */
function fieldName(field: string | null): string | null {
  const name = field?.split('.').at(-1);
  const names = fieldNames.get() as Record<string, string>;
  return name !== undefined && name in names ? (names[name] ?? null) : null;
}

/** The values a reason's words name, as the reader reads them: numbers in the language's digits. */
function wordsValues(error: ApiError, reason: ErrorReason): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(error.values)) {
    values[key] = typeof value === 'number' ? formatNumber(value) : value;
  }
  values.wait = waitText(error.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS[reason] ?? 60);
  const field = fieldName(error.field);
  if (field !== null) values.field = field;
  return values;
}

/** A text with {placeholders}: a string as it is, a function given the values it names. */
type ReasonWords = string | ((values: Record<string, string>) => string);

/** The words of `error`'s reason, or null when it named none the table can say. */
export function reasonText(error: ApiError): string | null {
  const reason = error.reason;
  if (reason === null) return null;
  // The sign-in page says its refusal with its own texts (the app's are not loaded there).
  const words: ReasonWords | undefined =
    reason === 'sign_in_attempts'
      ? componentsMore.get().tooManySignInAttempts
      : (reasonTexts.get() as Record<string, ReasonWords>)[reason];
  if (words === undefined) return null;
  if (typeof words === 'string') return words;
  const values = wordsValues(error, reason);
  // A field the table cannot name says nothing more than the code.
  if (reason === 'invalid' && values.field === undefined) return null;
  return words(values);
}

/** The words for an error code; anything the table does not know is "something went wrong". */
export function codeText(code: string): string {
  const texts = common.get() as Record<string, string>;
  return texts[`error_${code}`] ?? texts.somethingWentWrong ?? '';
}

/**
 * What to tell the user about a failed call, in the interface's language: the words of the reason the
 * server named, else the caller's own words for the code (`specific`), else the code's. Anything that is
 * not an API error is a network failure or a bug.
 */
export function errorText(error: unknown, specific: Partial<Record<ErrorCode, string>> = {}): string {
  if (error instanceof ApiError) {
    // A spent budget is named, with what it spent and who can raise it, from the refusal's values.
    const budget = error.code === 'budget_exhausted' ? budgetExhaustedText(error.values) : null;
    return budget ?? reasonText(error) ?? specific[error.code as ErrorCode] ?? codeText(error.code);
  }
  return error instanceof TypeError ? common.get().networkError : common.get().somethingWentWrong;
}
