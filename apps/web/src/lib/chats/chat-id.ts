/** An id the server could have made (else 'Invalid session ID'): letters, digits, _ and -, at most 100. */
export function isValidChatId(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^[\w-]{1,100}$/.test(id);
}
