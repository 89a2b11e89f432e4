import { logger } from '@/lib/logger';
import { sessionKeys } from '@/lib/storage/storage-keys';
import { isFilledText, isText, isTextOrNull, pick, type Check } from '@/lib/storage/stored-shape';

/** A chat to continue: what the library hands the chat page to pick up. */
export interface ContinuingConversation {
  conversationId: string;
  conversationTitle: string;
  messages: { role: string; content: string; timestamp: string }[];
  customerId: string | null;
  customerName: string | null;
  appName: string | null;
}

type ContinuingMessage = ContinuingConversation['messages'][number];
const continuingMessageShape: Record<keyof ContinuingMessage, Check> = {
  role: isText,
  content: isText,
  timestamp: isText,
};
const continuingConversationShape: Record<keyof ContinuingConversation, Check> = {
  conversationId: isFilledText,
  conversationTitle: isText,
  messages: (value) =>
    Array.isArray(value) && value.every((message) => pick(message, continuingMessageShape) !== null),
  customerId: isTextOrNull,
  customerName: isTextOrNull,
  appName: isTextOrNull,
};

export function setContinuingConversation(payload: ContinuingConversation): void {
  sessionStorage.setItem(sessionKeys.continuingFromConversation, JSON.stringify(payload));
}

/** The stored payload, removed as it is read: the chat page clears it on arrival. */
export function takeContinuingConversation(): ContinuingConversation | null {
  const raw = sessionStorage.getItem(sessionKeys.continuingFromConversation);
  if (raw === null) return null;
  sessionStorage.removeItem(sessionKeys.continuingFromConversation);
  try {
    const payload = pick<ContinuingConversation>(JSON.parse(raw), continuingConversationShape);
    if (!payload) throw new Error('not a conversation to continue');
    const messages = payload.messages.map((message) =>
      pick<ContinuingMessage>(message, continuingMessageShape)!,
    );
    return { ...payload, messages };
  } catch (error) {
    logger.warn('The conversation to continue could not be read', error);
    return null;
  }
}
