import type { LoginErrorCode } from '@brief/contract/auth';
import { authLabels } from '@/features/auth/i18n/en';
import { labelIn } from '@/i18n/core';

/** The sign-in screen's error query parameter values and what the toast says for each. */
const LOGIN_ERROR_MESSAGES: Record<LoginErrorCode, string> = {
  invalid_callback_data: 'Missing required user data in callback',
  auth_failed: 'Authentication was not successful',
  callback_processing_failed: 'Error processing authentication callback',
};

const isLoginErrorCode = (code: string): code is LoginErrorCode => Object.hasOwn(LOGIN_ERROR_MESSAGES, code);

/** The toast description for a login error code; an unknown value is shown as is. */
export function describeLoginError(code: string): string {
  return isLoginErrorCode(code) ? labelIn(authLabels.get(), LOGIN_ERROR_MESSAGES[code]) : code;
}
