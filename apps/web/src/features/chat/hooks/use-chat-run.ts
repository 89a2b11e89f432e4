import type { RunningReply, RunRequest, ToolStep } from '@brief/contract/chats';
import type { MessageAttachment } from '@brief/contract/files';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { followRun } from '@/features/chat/api/follow-run';
import { regenerateReply } from '@/features/chat/api/regenerate-reply';
import type { ReplyStreamCallbacks } from '@/features/chat/api/reply-stream';
import { runChatStream } from '@/features/chat/api/run-chat-stream';
import { stopRun } from '@/features/chat/api/stop-run';
import { useRunRefusals } from '@/features/chat/hooks/use-run-refusals';
import { chatMore } from '@/features/chat/i18n/en';
import {
  SEND_FAILED_REPLY,
  type ClientMessage,
  type ClientToolCall,
} from '@/features/chat/utils/chat-message';
import { withToolStep } from '@/features/chat/utils/live-tool-calls';
import { isRunRefusal } from '@/features/chat/utils/refusal-text';
import { runEndOf, type RunEnd } from '@/features/chat/utils/run-end';
import { toast } from '@/hooks/use-toast';
import { chatKeys } from '@/lib/chats/chat-keys';
import { addCachedExchange, cutCachedChat, replaceCachedMessage } from '@/lib/chats/message-cache';
import { logger } from '@/lib/logger';

/** A reply being written: the user's message as sent, and the reply's text so far. */
export interface ChatRun {
  /** Null when the run regenerates a reply or follows one: no message is sent. */
  userMessage: ClientMessage | null;
  /** The reply whose new text shows in its place (a new version, or a reply being followed). */
  replacing: string | null;
  reply: string;
  /** The connectors' tools it has called so far, as the stream tells them. */
  toolCalls: readonly ClientToolCall[];
  /** waiting: nothing written yet (typing indicator); stopping: Stop was pressed. */
  phase: 'waiting' | 'streaming' | 'stopping';
}

export type RunOptions = Omit<RunRequest, 'message' | 'attachmentIds'>;

type OpenStream<T> = (callbacks: ReplyStreamCallbacks, signal: AbortSignal) => Promise<T>;

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  if (!(key in record)) return record;
  const next = { ...record };
  delete next[key];
  return next;
};

const failToast = (description: string) =>
  toast({ variant: 'destructive', title: chatMore.get().error, description });

/**
 * The replies being written, per chat: sending a message, regenerating a reply and following a reply
 * the server writes for someone else all read one reply stream the same way (`stream`), and differ
 * only in what they show and what they make of its end. The server stores every message; once a reply
 * ends it is written into the chat's cached detail. A failed send leaves the user's message and the
 * error reply on the page until the next send; a send or regenerate refused for a limit (a reply of the
 * chat already running, too many replies a minute) stores nothing, and its composer says why
 * (`refusals`).
 */
export function useChatRun(userId: string) {
  const queryClient = useQueryClient();
  const [runs, setRuns] = useState<Record<string, ChatRun>>({});
  const [failures, setFailures] = useState<Record<string, ClientMessage[]>>({});
  const controllers = useRef(new Map<string, AbortController>());
  // Replies of chats that were deleted while they ran: nothing of them is shown any more.
  const discarded = useRef(new WeakSet<AbortController>());
  // Deltas arrive faster than the screen refreshes: they are gathered and shown once per frame.
  const unshown = useRef(new Map<string, string>());
  const frame = useRef<number | null>(null);
  const { refusals, refuse, clear: clearRefusal, replyEnded } = useRunRefusals();

  useEffect(() => {
    const running = controllers.current;
    return () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      // Leaving the page ends its replies' requests; the server still finishes and stores them.
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const showDeltas = useCallback(() => {
    frame.current = null;
    const pending = new Map(unshown.current);
    unshown.current.clear();
    setRuns((current) => {
      let next = current;
      for (const [chatId, text] of pending) {
        const run = next[chatId];
        if (!run) continue;
        const phase = run.phase === 'stopping' ? 'stopping' : 'streaming';
        next = { ...next, [chatId]: { ...run, reply: run.reply + text, phase } };
      }
      return next;
    });
  }, []);

  /**
   * Shows `shown` in the chat while `open`'s stream runs, its text growing with each delta, and hands
   * its end to `settle`; the run stays shown until `settle` is done, so nothing blinks in between.
   * Resolves with `settle`'s answer, or `ifDiscarded` when the chat was deleted meanwhile.
   */
  const stream = useCallback(
    async <T, R>(
      chatId: string,
      shown: ChatRun,
      open: OpenStream<T>,
      settle: (end: RunEnd<T>) => R | Promise<R>,
      ifDiscarded: R,
    ): Promise<R> => {
      const controller = new AbortController();
      controllers.current.set(chatId, controller);
      setFailures((current) => without(current, chatId));
      setRuns((current) => ({ ...current, [chatId]: shown }));
      const onDelta = (delta: string) => {
        unshown.current.set(chatId, (unshown.current.get(chatId) ?? '') + delta);
        frame.current ??= requestAnimationFrame(showDeltas);
      };
      // A few per reply at most: shown as they come.
      const onTool = (step: ToolStep) =>
        setRuns((current) => {
          const run = current[chatId];
          if (!run) return current;
          const toolCalls = withToolStep(run.toolCalls, step);
          return toolCalls === run.toolCalls ? current : { ...current, [chatId]: { ...run, toolCalls } };
        });
      let end: RunEnd<T>;
      try {
        end = { kind: 'done', result: await open({ onDelta, onTool }, controller.signal) };
      } catch (error) {
        end = runEndOf(error, controller.signal.aborted);
      }
      try {
        unshown.current.delete(chatId);
        return discarded.current.has(controller) ? ifDiscarded : await settle(end);
      } finally {
        if (controllers.current.get(chatId) === controller) controllers.current.delete(chatId);
        setRuns((current) => without(current, chatId));
      }
    },
    [showDeltas],
  );

  const refreshChat = useCallback(
    (chatId: string) => queryClient.invalidateQueries({ queryKey: chatKeys.chat(userId, chatId) }),
    [queryClient, userId],
  );
  const refreshLists = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) }),
    [queryClient, userId],
  );

  const send = useCallback(
    (
      chatId: string,
      text: string,
      options: RunOptions = {},
      attachments: readonly MessageAttachment[] = [],
    ): Promise<boolean> => {
      const userMessage: ClientMessage = {
        id: `pending-${Date.now()}`,
        role: 'user',
        content: text,
        timestamp: new Date().toISOString(),
        attachments,
        status: 'pending',
        ...(options.automatic === undefined ? {} : { automatic: options.automatic }),
      };
      const request: RunRequest = { message: text, ...options };
      if (attachments.length > 0) request.attachmentIds = attachments.map((attachment) => attachment.id);
      // An edited message replaces the old one: it and everything after it go (the server drops them too).
      if (options.editMessageId !== undefined)
        cutCachedChat(queryClient, userId, chatId, options.editMessageId);
      clearRefusal(chatId);

      return stream(
        chatId,
        { userMessage, replacing: null, reply: '', toolCalls: [], phase: 'waiting' },
        // Accepted: the chat lists mark the chat as running.
        (callbacks, signal) =>
          runChatStream(userId, chatId, request, { ...callbacks, onOpen: refreshLists }, signal),
        (end) => {
          if (end.kind === 'done') {
            if (!addCachedExchange(queryClient, userId, chatId, end.result)) void refreshChat(chatId);
            refreshLists();
            return true;
          }
          if (end.kind === 'abandoned') {
            // The server keeps what it wrote; it shows next time.
            void refreshChat(chatId);
            return true;
          }
          if (end.kind === 'failed' || end.kind === 'broken') {
            // Stored: the chat shows the message with its reply as the server has it (failed, with
            // Retry; or still running, which the page then follows).
            void refreshChat(chatId);
            refreshLists();
            if (end.kind === 'failed') {
              logger.error('The reply failed', end.error);
              failToast(chatMore.get().failedToSendMessagePlease);
            }
            return true;
          }
          if (isRunRefusal(end.error)) {
            // Nothing was stored: the composer says why and gives the text back. A reply running
            // elsewhere shows (and is followed) once the chat is read again; an edit comes back.
            refuse(chatId, end.error);
            if (end.error.code === 'conflict' || options.editMessageId !== undefined)
              void refreshChat(chatId);
            return false;
          }
          logger.error('Sending the message failed', end.error);
          setFailures((current) => ({
            ...current,
            [chatId]: [
              { ...userMessage, id: `failed-${userMessage.id}`, status: 'failed' },
              {
                id: `failed-reply-${Date.now()}`,
                role: 'assistant',
                content: SEND_FAILED_REPLY,
                timestamp: new Date().toISOString(),
                status: 'failed',
              },
            ],
          }));
          failToast(chatMore.get().failedToSendMessagePlease);
          if (options.editMessageId !== undefined) void refreshChat(chatId);
          return false;
        },
        false,
      );
    },
    [userId, queryClient, stream, refreshChat, refreshLists, clearRefusal, refuse],
  );

  /**
   * Writes a new version of the chat's last reply, streamed in the old one's place (no message is
   * sent); Stop ends it like a run. Once done, the cached chat shows the new version; a failure leaves
   * the old one, with a toast. `withoutFindings` asks for a version without the reply's brand-rule findings.
   */
  const regenerate = useCallback(
    (chatId: string, messageId: string, options: { withoutFindings?: true } = {}): Promise<boolean> => {
      clearRefusal(chatId);
      return stream(
        chatId,
        { userMessage: null, replacing: messageId, reply: '', toolCalls: [], phase: 'waiting' },
        (callbacks, signal) => regenerateReply(userId, chatId, messageId, options, callbacks, signal),
        (end) => {
          if (end.kind === 'done') {
            const reply = end.result.assistantMessage;
            replaceCachedMessage(queryClient, userId, chatId, reply, reply.timestamp);
            refreshLists();
            return true;
          }
          if (end.kind === 'abandoned' || end.kind === 'broken') {
            // The server keeps what it writes (and the page follows it if it still runs).
            void refreshChat(chatId);
            return true;
          }
          if (end.kind === 'refused' && isRunRefusal(end.error)) {
            refuse(chatId, end.error);
            if (end.error.code === 'conflict') void refreshChat(chatId);
            return false;
          }
          logger.error('Regenerating the reply failed', end.error);
          failToast(chatMore.get().failedToRegenerateTheReply);
          return false;
        },
        false,
      );
    },
    [userId, queryClient, stream, refreshChat, refreshLists, clearRefusal, refuse],
  );

  /**
   * Follows a reply the server is writing that this page did not start (another tab's, one from before
   * a reload, another server's): its text streams in the running message's place, from the first word,
   * once. At its end the chat shows the reply as stored; Stop works on it like on the page's own.
   */
  const follow = useCallback(
    async (chatId: string, run: RunningReply): Promise<void> => {
      if (controllers.current.has(chatId)) return;
      await stream(
        chatId,
        { userMessage: null, replacing: run.messageId, reply: '', toolCalls: [], phase: 'waiting' },
        (callbacks, signal) => followRun(userId, chatId, callbacks, signal),
        async (end) => {
          if (end.kind === 'abandoned') return;
          replyEnded(chatId);
          if (end.kind === 'done' && end.result !== null) {
            const { userMessage, assistantMessage } = end.result;
            if (userMessage) replaceCachedMessage(queryClient, userId, chatId, userMessage);
            replaceCachedMessage(queryClient, userId, chatId, assistantMessage, assistantMessage.timestamp);
          } else {
            // It ended before it could be followed, failed (shown with Retry) or the stream broke:
            // what is stored shows.
            if (end.kind === 'broken' || end.kind === 'refused')
              logger.warn('Following the reply failed', end.error);
            await refreshChat(chatId);
          }
          refreshLists();
        },
        undefined,
      );
    },
    [userId, queryClient, stream, refreshChat, refreshLists, replyEnded],
  );

  /** Stop ends a running reply (POST …/stop); the server keeps what was written. */
  const stop = useCallback(
    async (chatId: string) => {
      setRuns((current) => {
        const run = current[chatId];
        return run ? { ...current, [chatId]: { ...run, phase: 'stopping' } } : current;
      });
      try {
        const { stopped } = await stopRun(userId, chatId);
        if (!stopped) controllers.current.get(chatId)?.abort();
      } catch (error) {
        logger.warn('Stopping the reply failed', error);
        controllers.current.get(chatId)?.abort();
      }
    },
    [userId],
  );

  /**
   * Forgets a chat's reply and failed send (its chat was deleted): the request is ended and nothing
   * of it is shown. The server still finishes the reply and stores it.
   */
  const discard = useCallback(
    (chatId: string) => {
      const controller = controllers.current.get(chatId);
      if (controller) {
        discarded.current.add(controller);
        controllers.current.delete(chatId);
        controller.abort();
      }
      unshown.current.delete(chatId);
      setRuns((current) => without(current, chatId));
      setFailures((current) => without(current, chatId));
      clearRefusal(chatId);
    },
    [clearRefusal],
  );

  return { runs, failures, refusals, send, regenerate, follow, stop, discard };
}
