import { PREVIEW_LENGTH, type ChatDetail, type RunningReply, type RunRequest } from '@brief/contract/chats';
import type { MessageAttachment } from '@brief/contract/files';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatKeys } from '@/features/chat/api/chat-paths';
import { followRun } from '@/features/chat/api/follow-run';
import { regenerateReply } from '@/features/chat/api/regenerate-reply';
import { ReplyFailedError, ReplyStreamBrokenError } from '@/features/chat/api/reply-stream';
import { runChatStream } from '@/features/chat/api/run-chat-stream';
import { replaceCachedReply } from '@/features/chat/api/select-reply-version';
import { stopRun } from '@/features/chat/api/stop-run';
import { SEND_FAILED_REPLY, type ClientMessage } from '@/features/chat/utils/chat-message';
import { toast } from '@/hooks/use-toast';
import { logger } from '@/lib/logger';
import { chatMore } from '@/features/chat/i18n/en';

/** A reply being written: the user's message as sent, and the reply's text so far. */
export interface ChatRun {
  /** Null when the run regenerates a reply: no message is sent. */
  userMessage: ClientMessage | null;
  /** The reply a regenerate writes a new version of; the new text shows in its place. */
  replacing: string | null;
  reply: string;
  /** waiting: nothing written yet (typing indicator); stopping: Stop was pressed. */
  phase: 'waiting' | 'streaming' | 'stopping';
}

export type RunOptions = Omit<RunRequest, 'message' | 'attachmentIds'>;

const without = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  if (!(key in record)) return record;
  const next = { ...record };
  delete next[key];
  return next;
};

/**
 * Sends messages and streams the replies, per chat (spec §4 Sending). The server stores both messages;
 * when the reply is done they are written into the chat's cached detail. A failed send leaves the
 * user's message and spec §8's error reply on the page until the next send.
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
        next = {
          ...next,
          [chatId]: {
            ...run,
            reply: run.reply + text,
            phase: run.phase === 'stopping' ? 'stopping' : 'streaming',
          },
        };
      }
      return next;
    });
  }, []);

  /** Starts showing a run of the chat; answers the controller that ends its request. */
  const begin = useCallback((chatId: string, run: ChatRun): AbortController => {
    const controller = new AbortController();
    controllers.current.set(chatId, controller);
    setFailures((current) => without(current, chatId));
    setRuns((current) => ({ ...current, [chatId]: run }));
    return controller;
  }, []);

  const queueDelta = useCallback(
    (chatId: string) => (delta: string) => {
      unshown.current.set(chatId, (unshown.current.get(chatId) ?? '') + delta);
      frame.current ??= requestAnimationFrame(showDeltas);
    },
    [showDeltas],
  );

  const end = useCallback((chatId: string, controller: AbortController) => {
    unshown.current.delete(chatId);
    if (controllers.current.get(chatId) === controller) controllers.current.delete(chatId);
    setRuns((current) => without(current, chatId));
  }, []);

  const send = useCallback(
    async (
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
      const detailKey = chatKeys.chat(userId, chatId);
      const controller = begin(chatId, { userMessage, replacing: null, reply: '', phase: 'waiting' });
      if (options.editMessageId !== undefined) {
        // Spec §4: the edited message and everything after it go; the server drops them too.
        queryClient.setQueryData<ChatDetail>(detailKey, (detail) => {
          if (!detail) return detail;
          const index = detail.messages.findIndex((message) => message.id === options.editMessageId);
          return index === -1 ? detail : { ...detail, messages: detail.messages.slice(0, index) };
        });
      }

      try {
        const result = await runChatStream(
          userId,
          chatId,
          request,
          {
            // Accepted: the chat lists mark it as running.
            onOpen: () => void queryClient.invalidateQueries({ queryKey: chatKeys.chatList(userId) }),
            onDelta: queueDelta(chatId),
          },
          controller.signal,
        );
        unshown.current.delete(chatId);
        if (discarded.current.has(controller)) return false;
        const stored = queryClient.getQueryData<ChatDetail>(detailKey);
        if (stored) {
          // The chat may have been fetched after the server stored this exchange (a browser-only chat
          // promoted at this send, say): it then holds these messages already.
          const known = new Set(stored.messages.map((message) => message.id));
          const messages = [
            ...stored.messages,
            ...[result.userMessage, result.assistantMessage].filter((message) => !known.has(message.id)),
          ];
          queryClient.setQueryData<ChatDetail>(detailKey, {
            ...stored,
            messages,
            run: null,
            running: false,
            messageCount: messages.length,
            lastMessage: result.assistantMessage.content.slice(0, PREVIEW_LENGTH),
            lastUpdateTime: result.assistantMessage.timestamp,
          });
        } else {
          void queryClient.invalidateQueries({ queryKey: detailKey });
        }
        void queryClient.invalidateQueries({ queryKey: chatKeys.chatList(userId) });
        return true;
      } catch (error) {
        unshown.current.delete(chatId);
        if (discarded.current.has(controller)) return false;
        if (controller.signal.aborted) {
          // Stopped here after the server would not stop, or the page was left: the server keeps what
          // it wrote; show that next time.
          void queryClient.invalidateQueries({ queryKey: detailKey });
          return true;
        }
        if (error instanceof ReplyFailedError || error instanceof ReplyStreamBrokenError) {
          // Accepted, so stored: the chat shows the message with its reply as the server has it (failed,
          // with Retry; or still running, which the page then follows).
          void queryClient.invalidateQueries({ queryKey: detailKey });
          void queryClient.invalidateQueries({ queryKey: chatKeys.chatList(userId) });
          if (error instanceof ReplyFailedError) {
            logger.error('The reply failed', error);
            toast({
              variant: 'destructive',
              title: chatMore.get().error,
              description: chatMore.get().failedToSendMessagePlease,
            });
          }
          return true;
        }
        logger.error('Sending the message failed', error);
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
        toast({
          variant: 'destructive',
          title: chatMore.get().error,
          description: chatMore.get().failedToSendMessagePlease,
        });
        if (options.editMessageId !== undefined) void queryClient.invalidateQueries({ queryKey: detailKey });
        return false;
      } finally {
        end(chatId, controller);
      }
    },
    [userId, queryClient, begin, queueDelta, end],
  );

  /**
   * Writes a new version of the chat's last reply, streamed in the old one's place (no message is
   * sent); Stop ends it like a run. Once done, the cached chat shows the new version; a failure leaves
   * the old one, with a toast.
   */
  const regenerate = useCallback(
    async (chatId: string, messageId: string): Promise<boolean> => {
      const detailKey = chatKeys.chat(userId, chatId);
      const controller = begin(chatId, {
        userMessage: null,
        replacing: messageId,
        reply: '',
        phase: 'waiting',
      });
      try {
        const result = await regenerateReply(
          userId,
          chatId,
          messageId,
          {},
          { onDelta: queueDelta(chatId) },
          controller.signal,
        );
        if (discarded.current.has(controller)) return false;
        replaceCachedReply(
          queryClient,
          userId,
          chatId,
          result.assistantMessage,
          result.assistantMessage.timestamp,
        );
        void queryClient.invalidateQueries({ queryKey: chatKeys.chatList(userId) });
        return true;
      } catch (error) {
        if (discarded.current.has(controller)) return false;
        if (controller.signal.aborted || error instanceof ReplyStreamBrokenError) {
          // The server keeps what it writes (and the page follows it if it still runs).
          void queryClient.invalidateQueries({ queryKey: detailKey });
          return true;
        }
        logger.error('Regenerating the reply failed', error);
        toast({
          variant: 'destructive',
          title: chatMore.get().error,
          description: chatMore.get().failedToRegenerateTheReply,
        });
        return false;
      } finally {
        end(chatId, controller);
      }
    },
    [userId, queryClient, begin, queueDelta, end],
  );

  /**
   * Follows a reply the server is writing that this page did not start (another tab's, one from before
   * a reload, another server's): its text streams in the running message's place, from the first word,
   * once. At its end the chat shows the reply as stored; Stop works on it like on the page's own.
   */
  const follow = useCallback(
    async (chatId: string, run: RunningReply): Promise<void> => {
      if (controllers.current.has(chatId)) return;
      const detailKey = chatKeys.chat(userId, chatId);
      const controller = begin(chatId, {
        userMessage: null,
        replacing: run.messageId,
        reply: '',
        phase: 'waiting',
      });
      try {
        const result = await followRun(userId, chatId, { onDelta: queueDelta(chatId) }, controller.signal);
        unshown.current.delete(chatId);
        if (discarded.current.has(controller)) return;
        if (result === null) {
          // It ended before it could be followed: the stored end is what shows.
          await queryClient.invalidateQueries({ queryKey: detailKey });
        } else {
          if (result.userMessage) replaceCachedReply(queryClient, userId, chatId, result.userMessage);
          replaceCachedReply(
            queryClient,
            userId,
            chatId,
            result.assistantMessage,
            result.assistantMessage.timestamp,
          );
        }
        void queryClient.invalidateQueries({ queryKey: chatKeys.chatList(userId) });
      } catch (error) {
        unshown.current.delete(chatId);
        if (discarded.current.has(controller) || controller.signal.aborted) return;
        // Failed or interrupted (shown with Retry), or the stream broke: what is stored shows.
        if (!(error instanceof ReplyFailedError)) logger.warn('Following the reply failed', error);
        await queryClient.invalidateQueries({ queryKey: detailKey });
        void queryClient.invalidateQueries({ queryKey: chatKeys.chatList(userId) });
      } finally {
        end(chatId, controller);
      }
    },
    [userId, queryClient, begin, queueDelta, end],
  );

  /** Spec: Stop ends a running reply (POST …/stop); the server keeps what was written. */
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
  const discard = useCallback((chatId: string) => {
    const controller = controllers.current.get(chatId);
    if (controller) {
      discarded.current.add(controller);
      controllers.current.delete(chatId);
      controller.abort();
    }
    unshown.current.delete(chatId);
    setRuns((current) => without(current, chatId));
    setFailures((current) => without(current, chatId));
  }, []);

  return { runs, failures, send, regenerate, follow, stop, discard };
}
