import type { FollowDone } from '@brief/contract/chats';
import { notFound } from '../errors';
import type { FilesRepo } from '../files/repo';
import type { UserRow } from '../users/repo';
import type { ChatRepo } from './chat-repo';
import { requireChat } from './chat-service';
import type { FollowSink, LiveRuns } from './live-runs';
import type { MessageRepo } from './message-repo';
import { interrupted, modelUnavailable } from './model-failure';
import { attachmentsByMessage, parseEvents, toChatMessage } from './present';
import type { RunRepo, RunRow } from './run-repo';

type Deps = { chats: ChatRepo; messages: MessageRepo; runs: RunRepo; live: LiveRuns; files: FilesRepo };

/** The live side of a chat: its running reply, followed or stopped from any instance. */
export function createRunService({ chats, messages, runs, live, files }: Deps) {
  return {
    /** Ends the chat's running reply, on whichever instance writes it; what was written is kept. */
    async stop(user: UserRow, chatId: string): Promise<{ stopped: boolean }> {
      await requireChat(chats, user, chatId);
      const run = await runs.runningRun(chatId);
      if (run === undefined) return { stopped: false };
      await live.stop(run);
      return { stopped: true };
    },

    /** The chat's running reply (the owner's only), or null when none runs. */
    async runningReply(user: UserRow, chatId: string): Promise<RunRow | null> {
      await requireChat(chats, user, chatId);
      return (await runs.runningRun(chatId)) ?? null;
    },

    /**
     * Follows a running reply: its text from character `from` on, each piece once, then its end as
     * stored: the same answer as the run's or the regenerate's own. A failed or interrupted reply
     * throws (502), as a failed run does. Answers null when the caller went away first.
     */
    async follow(
      user: UserRow,
      run: RunRow,
      from: number,
      sink: FollowSink,
      abort: AbortSignal,
    ): Promise<FollowDone | null> {
      let streamed = '';
      await live.follow(
        run.id,
        from,
        {
          onDelta: (text) => {
            streamed += text;
            sink.onDelta(text);
          },
          onTool: sink.onTool,
        },
        abort,
      );
      if (abort.aborted) return null;
      const [ended, message, chatFiles] = await Promise.all([
        runs.findRun(run.id),
        messages.findMessage(run.chat_id, run.message_id),
        files.listForChat(user.id, run.chat_id),
      ]);
      if (ended === undefined || message === undefined) throw notFound('Chat not found');
      if (ended.status === 'failed') throw modelUnavailable();
      if (ended.status === 'interrupted' || ended.status === 'running') throw interrupted();
      // Whatever the pieces missed (a stopped reply's mark, the last words) completes the text.
      const content = message.content;
      const prior = content.slice(0, from);
      if (content.startsWith(prior + streamed) && content.length > from + streamed.length)
        sink.onDelta(content.slice(from + streamed.length));
      const attachments = attachmentsByMessage(chatFiles);
      const question =
        run.user_message_id === null
          ? undefined
          : await messages.findMessage(run.chat_id, run.user_message_id);
      return {
        message: content,
        events: parseEvents(message.events),
        ...(question === undefined
          ? {}
          : { userMessage: toChatMessage(question, attachments.get(question.id)) }),
        assistantMessage: toChatMessage(message, attachments.get(message.id)),
        stopped: ended.status === 'stopped',
      };
    },
  };
}

export type RunService = ReturnType<typeof createRunService>;
