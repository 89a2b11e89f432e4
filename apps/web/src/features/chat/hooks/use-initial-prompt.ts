import { useEffect } from 'react';
import type { SendOptions } from '@/features/chat/hooks/use-chat-send';
import { isInitialPromptFor } from '@/features/chat/utils/prompts';
import { getSessionValue, removeSessionValue } from '@/lib/storage/session-values';
import { sessionKeys } from '@/lib/storage/storage-keys';

/**
 * Sends the initial prompt (left in the tab when a customer was chosen) as the first message of an
 * empty chat the server keeps, once a customer is chosen and no reply is on its way; then it is
 * removed. Another customer's prompt never goes into the chat, nor does the prompt of a chat being
 * started go into the one still open.
 */
export function useInitialPrompt({
  ready,
  empty,
  customerName,
  send,
}: {
  /** A chat the server keeps is open and read, a customer is chosen, nothing is being started or sent. */
  ready: boolean;
  /** The open chat has no messages yet. */
  empty: boolean;
  /** The open chat's customer. */
  customerName: string | null;
  send: (text: string, options: SendOptions) => Promise<boolean>;
}) {
  useEffect(() => {
    if (!ready || !empty) return;
    const prompt = getSessionValue(sessionKeys.initialPrompt);
    if (!prompt || !isInitialPromptFor(prompt, customerName)) return;
    removeSessionValue(sessionKeys.initialPrompt);
    void send(prompt, { automatic: 'customer-data' });
  }, [ready, empty, customerName, send]);
}
