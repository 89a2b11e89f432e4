import type { RunRequest } from '@brief/contract/chats';
import type { FilesRepo } from '../files/repo';
import { newId } from '../ids';
import type { TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';
import type { ChatRow } from './chat-repo';
import type { MessageRepo } from './message-repo';
import type { NewRun, RunRow } from './run-repo';
import { chooseTeam } from './team-choice';
import { filesToSend, planEdit, planRegenerate, readableFiles } from './turn-rules';

/** A run's row as this instance starts it: running, written by `instanceId`. */
export function newRunRow(
  run: Pick<RunRow, 'chat_id' | 'user_id' | 'kind' | 'message_id' | 'user_message_id' | 'instance_id'>,
): RunRow {
  const wallNow = new Date().toISOString();
  return {
    id: newId(),
    ...run,
    status: 'running',
    text: '',
    stop_requested: 0,
    started_at: wallNow,
    heartbeat_at: wallNow,
    ended_at: null,
  };
}

/** What the runs table is told of a run it accepts; `at` dates the run's messages. */
export const asNewRun = (row: RunRow, at: string): NewRun => ({
  id: row.id,
  chatId: row.chat_id,
  userId: row.user_id,
  kind: row.kind,
  messageId: row.message_id,
  userMessageId: row.user_message_id,
  instanceId: row.instance_id,
  now: at,
  wallNow: row.started_at,
});

/** Reads what a turn's checks need (messages, files, the team) and applies the turn's rules to it. */
export function createTurnPlanner(deps: { messages: MessageRepo; files: FilesRepo; teams: TeamsRepo }) {
  const { messages, files } = deps;
  return {
    /**
     * Every check a run makes before the model is called, and what they find: what the chat keeps (all
     * of it, or what precedes an edited message), the files sent (and those the model may open) and the
     * chat's changes, a new team included. Anything refused is thrown here.
     */
    async planRun(user: UserRow, chat: ChatRow, request: RunRequest) {
      const history = await messages.messages(chat.id);
      const { kept, dropped, edited } = planEdit(history, request.editMessageId);
      const chatFiles = await files.listForChat(user.id, chat.id);
      const sent = filesToSend(chatFiles, request.attachmentIds, edited, dropped);
      const sentIds = new Set(sent.map((f) => f.id));
      const readable = readableFiles(chatFiles, sentIds, new Set(kept.map((message) => message.id)));

      const changes: Partial<ChatRow> = {};
      if (request.customerName !== undefined) {
        changes.customer_name = request.customerName;
        changes.customer_id = request.customerId ?? null;
      }
      if (request.specialists !== undefined) changes.specialists = JSON.stringify(request.specialists);
      let teamId = chat.agent_id;
      if (request.app_name !== undefined && request.app_name !== chat.app_name) {
        const team = await chooseTeam(deps.teams, user, { appName: request.app_name });
        teamId = team?.id ?? null;
        changes.agent_id = teamId;
        changes.app_name = request.app_name;
      }
      return { kept, replaces: edited?.id, sentIds, readable, changes, teamId };
    },

    /** A regenerate's checks (see planRegenerate), and the files the model may open. */
    async planRegenerate(user: UserRow, chat: ChatRow, messageId: string) {
      const history = await messages.messages(chat.id);
      const { reply, question, earlier, keptIds } = planRegenerate(history, messageId);
      const readable = readableFiles(await files.listForChat(user.id, chat.id), new Set(), keptIds);
      const sentIds = new Set(readable.filter((f) => f.message_id === question.id).map((f) => f.id));
      return { reply, question, earlier, readable, sentIds };
    },
  };
}

export type TurnPlanner = ReturnType<typeof createTurnPlanner>;
