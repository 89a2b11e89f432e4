import type { ChatLanguage } from '@brief/contract/chats';

/**
 * The language the interface is shown in, sent with each run as `locale`: a chat is held in it until the
 * user has typed something. English until the interface is translated.
 */
export function interfaceLanguage(): ChatLanguage {
  return 'en';
}
