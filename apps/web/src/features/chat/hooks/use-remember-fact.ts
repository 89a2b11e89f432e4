import { useCallback, useMemo, useState } from 'react';
import type { MessageActions } from '@/features/chat/components/message-item';

/** A fact about to be proposed: its first text and where it comes from. */
export interface FactProposal {
  customerId: string;
  customerName: string;
  chatId: string;
  messageId: string;
  text: string;
}

/**
 * "Remember for {customer}" in the open chat: the replies' action (a chat the server keeps, whose
 * customer is known by its id) and the proposal its dialog shows, until it closes.
 */
export function useRememberFact(chatId: string | null, customer: { id: string; name: string } | null) {
  const [proposal, setProposal] = useState<FactProposal | null>(null);
  const customerId = customer?.id ?? null;
  const customerName = customer?.name ?? null;
  const remember = useMemo<MessageActions['remember']>(
    () =>
      chatId !== null && customerId !== null && customerName !== null
        ? {
            customerName,
            onRemember: (message, text) =>
              setProposal({ customerId, customerName, chatId, messageId: message.id, text }),
          }
        : undefined,
    [chatId, customerId, customerName],
  );
  const close = useCallback(() => setProposal(null), []);
  return { remember, proposal, close };
}
