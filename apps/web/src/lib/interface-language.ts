import type { ChatLanguage } from '@brief/contract/chats';
import { language } from '@/i18n/core';

/**
 * The language the interface is shown in, sent with each run as `locale`: a chat is held in it until the
 * user has typed something.
 */
export function interfaceLanguage(): ChatLanguage {
  return language.get();
}
