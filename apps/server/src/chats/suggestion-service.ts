import { relatedPrompt, titlePrompt } from '../agents/prompts';
import { type ChatModel, completeText, type TurnTimeouts } from '../agents/runtime';
import type { ModelCallPurpose } from '@brief/contract/costs';
import type { Meter, MeteredCall } from '../costs/meter';
import { AppError, badRequest } from '../errors';
import type { TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';
import type { ChatRepo, ChatRow } from './chat-repo';
import { requireChat } from './chat-service';
import { chatLanguage } from './language';
import type { MessageRepo } from './message-repo';
import { toModelFailure, type ChatLog } from './model-failure';
import { cleanTitle, parseRelated } from './present';
import { turnSubjects } from './turn-subjects';

/** How many of the latest messages the model reads to suggest follow-ups or a title. */
const TRANSCRIPT_LENGTH = 12;

type Deps = {
  chats: ChatRepo;
  messages: MessageRepo;
  model: ChatModel;
  timeouts: TurnTimeouts;
  /** The chat's team and customer, as its replies are charged to them. */
  teams: Pick<TeamsRepo, 'visibleTeam' | 'customerByName'>;
  /** Records each answer's model call with its cost, spent for the chat's owner, team and customer. */
  meter: Pick<Meter, 'record'>;
  log: ChatLog;
};

/** What the model suggests about a chat: follow-up questions, and a title, in the chat's language. */
export function createSuggestionService({ chats, messages, model, timeouts, teams, meter, log }: Deps) {
  /** The latest messages without the automatic prompts, and the chat's language. */
  const transcriptOf = async (chat: ChatRow) => {
    const rows = await messages.messages(chat.id);
    const lines = rows
      .filter((m) => m.automatic === null)
      .slice(-TRANSCRIPT_LENGTH)
      .map((m) => ({ role: m.role, content: m.content }));
    // Before the user has typed, the language the chat's replies were written in (their interface's).
    return { lines, language: chatLanguage(rows, chat.language ?? undefined) };
  };

  const complete = async (
    prompt: Parameters<typeof completeText>[1],
    user: UserRow,
    chat: ChatRow,
    purpose: ModelCallPurpose,
  ): Promise<string> => {
    const calls: MeteredCall[] = [];
    // Charged as the chat's replies are: never to the customer id its client stored.
    const { team, customer } = await turnSubjects(teams, user, {
      teamId: chat.agent_id,
      customerName: chat.customer_name,
    });
    try {
      return await completeText(model, prompt, timeouts.totalMs, (usage) =>
        calls.push({ purpose, model: 'chat', usage }),
      ).catch((error: unknown) => toModelFailure(log, error, chat.id));
    } finally {
      await meter.record(
        {
          userId: user.id,
          chatId: chat.id,
          teamId: team?.id ?? null,
          customerId: customer?.id ?? null,
          runId: null,
        },
        calls,
      );
    }
  };

  return {
    async related(user: UserRow, chatId: string): Promise<{ action: string }[]> {
      const chat = await requireChat(chats, user, chatId);
      const transcript = await transcriptOf(chat);
      if (transcript.lines.length === 0) return [];
      return parseRelated(
        await complete(relatedPrompt(transcript.lines, transcript.language), user, chat, 'follow_ups'),
      );
    },

    async suggestedTitle(user: UserRow, chatId: string): Promise<{ suggested_title: string }> {
      const chat = await requireChat(chats, user, chatId);
      const transcript = await transcriptOf(chat);
      if (transcript.lines.length === 0)
        throw badRequest('The chat has no messages to name yet', { reason: 'no_messages_to_name' });
      const text = await complete(titlePrompt(transcript.lines, transcript.language), user, chat, 'title');
      const title = cleanTitle(text);
      if (title === '')
        throw new AppError('upstream', 'The language model gave no title. Please try again.', {
          detail: { reason: 'no_title' },
        });
      return { suggested_title: title };
    },
  };
}

export type SuggestionService = ReturnType<typeof createSuggestionService>;
