import { i18n } from '@/i18n/core';

/** Texts shared by every feature: fallbacks, dates, and the words for each API error code. */
export const common = i18n('common', {
  unknownDate: 'Unknown date',
  untitledConversation: 'Untitled Conversation',
  /** The title the server gives a chat until it is named. */
  newChat: 'New Chat',
  somethingWentWrong: 'Something went wrong. Please try again.',
  networkError: "Couldn't reach the server. Check your connection and try again.",
  error_bad_request: 'The request was not valid.',
  error_unauthorized: 'Please sign in again.',
  error_forbidden: "You don't have access to this.",
  error_not_found: 'It no longer exists.',
  error_conflict: 'It conflicts with something that already exists.',
  error_payload_too_large: 'It is too large.',
  error_export_too_complex:
    'This is too long or too complex to export in this format. Try another format, or export single replies.',
  error_rate_limited: 'Too many attempts. Please wait a moment and try again.',
  error_internal: 'Something went wrong on the server. Please try again.',
  error_upstream: "The assistant's service did not answer. Please try again.",
});
