import type { ErrorCode } from '@brief/contract/errors';
import { language } from '@/i18n/core';
import { ApiError } from '@/lib/api-client';
import { common } from '@/lib/i18n/en';

type CodeKey = `error_${ErrorCode}`;

function codeText(code: string): string {
  const texts = common.get();
  const key = `error_${code}` as CodeKey;
  return key in texts ? texts[key] : texts.somethingWentWrong;
}

/**
 * What to tell the user about a failed call, in the interface's language. API errors keep their stable
 * `code`; in English the server's own message is shown as it always was, in Spanish the code's text (or
 * the caller's more specific text for that code). Anything else is a network failure or a bug.
 */
export function errorText(error: unknown, specific: Partial<Record<ErrorCode, string>> = {}): string {
  const english = language.get() === 'en';
  if (error instanceof ApiError) {
    const own = specific[error.code as ErrorCode];
    if (english) return error.serverMessage ?? own ?? codeText(error.code);
    return own ?? codeText(error.code);
  }
  if (english && error instanceof Error && error.message) return error.message;
  return error instanceof TypeError ? common.get().networkError : common.get().somethingWentWrong;
}
