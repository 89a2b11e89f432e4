/** Spec §2 Sign-in screen: the error query parameter's values and what the toast says. */
const LOGIN_ERROR_MESSAGES: Record<string, string> = {
  invalid_callback_data: 'Missing required user data in callback',
  auth_failed: 'Authentication was not successful',
  callback_processing_failed: 'Error processing authentication callback',
};

/** The toast description for a login error code; an unknown value is shown as is. */
export function describeLoginError(code: string): string {
  return LOGIN_ERROR_MESSAGES[code] ?? code;
}
