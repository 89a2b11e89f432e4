import { useCallback, useEffect, useRef, useState } from 'react';
import { runRefusalText } from '@/features/chat/utils/refusal-text';
import type { ApiError } from '@/lib/api-client';

/**
 * Why the last send or regenerate of each chat was refused for a limit, for its composer to say: a
 * reply of the chat is already being written (409), or the user's replies per minute are used up
 * (429). It stays until the next send, until the wait the server asked for has passed, or, for a 409,
 * until the reply being written ends. Its callbacks stay the same between renders.
 */
export function useRunRefusals() {
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  // The error code of each refusal shown, and the timer that ends a 429's.
  const codes = useRef(new Map<string, string>());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const forget = useCallback((chatId: string) => {
    codes.current.delete(chatId);
    clearTimeout(timers.current.get(chatId));
    timers.current.delete(chatId);
  }, []);

  /** A new send or regenerate of the chat: what was said about the last one goes. */
  const clear = useCallback(
    (chatId: string) => {
      if (!codes.current.has(chatId)) return;
      forget(chatId);
      setRefusals((current) => {
        const next = { ...current };
        delete next[chatId];
        return next;
      });
    },
    [forget],
  );

  /** Says why a run of the chat was refused; a 429's words go once its wait has passed. */
  const refuse = useCallback(
    (chatId: string, error: ApiError) => {
      forget(chatId);
      codes.current.set(chatId, error.code);
      setRefusals((current) => ({ ...current, [chatId]: runRefusalText(error) }));
      if (error.code === 'rate_limited' && error.retryAfterSeconds !== null)
        timers.current.set(
          chatId,
          setTimeout(() => clear(chatId), error.retryAfterSeconds * 1000),
        );
    },
    [forget, clear],
  );

  /** A reply of the chat ended: "a reply is already being written" no longer holds. */
  const replyEnded = useCallback(
    (chatId: string) => {
      if (codes.current.get(chatId) === 'conflict') clear(chatId);
    },
    [clear],
  );

  return { refusals, refuse, clear, replyEnded };
}
