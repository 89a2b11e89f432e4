import type { RunningReply } from '@brief/contract/chats';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLatest } from '@/hooks/use-latest';
import { chatKeys } from '@/lib/chats/chat-keys';

/** How many times a run is followed again when its stream keeps breaking, a second more apart each time. */
const FOLLOW_TRIES = 5;

/**
 * Follows a reply the server is writing in the open chat that this page did not start (another tab's,
 * one from before a reload or on another server), and reads the chat again when the tab comes back
 * into view, so a reply started elsewhere meanwhile shows and is followed. `chatId` is the open chat
 * the server keeps, null for none.
 */
export function useRunFollower({
  userId,
  chatId,
  serverRun,
  running,
  follow,
}: {
  userId: string;
  chatId: string | null;
  /** The reply the server says is running in the chat. */
  serverRun: RunningReply | null;
  /** This page is already showing a reply of the chat. */
  running: boolean;
  follow: (chatId: string, run: RunningReply) => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const tries = useRef(new Map<string, number>());
  useEffect(() => {
    if (chatId === null || serverRun === null || running) return;
    const tried = tries.current.get(serverRun.id) ?? 0;
    if (tried >= FOLLOW_TRIES) return;
    tries.current.set(serverRun.id, tried + 1);
    const timer = setTimeout(() => void follow(chatId, serverRun), tried * 1000);
    return () => clearTimeout(timer);
  }, [chatId, serverRun, running, follow]);

  const runningRef = useLatest(running);
  useEffect(() => {
    if (chatId === null) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !runningRef.current)
        void queryClient.invalidateQueries({ queryKey: chatKeys.chat(userId, chatId) });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [chatId, runningRef, queryClient, userId]);
}
