import type { ModelMessage } from 'ai';
import type { TurnResult } from '../agents/runtime';
import { badRequest, conflict, notFound } from '../errors';
import type { FileRow } from '../files/repo';
import type { MessageRow } from './message-repo';

/**
 * The decisions of a turn, on plain data: which messages a run keeps and sends, which files go with
 * it, which reply may be regenerated, and what a finished turn stores. The turn service reads the
 * rows and stores the outcome; everything refused here is refused before anything is stored.
 */

/** The most earlier messages a run sends to the model; older ones stay stored but unsent. */
export const HISTORY_LIMIT = 40;
/** What a reply stopped before its first word reads as. */
export const STOPPED_REPLY = '*Reply stopped.*';

type HistoryMessage = Pick<MessageRow, 'id' | 'seq' | 'role'>;
type ChatFile = Pick<FileRow, 'id' | 'message_id'>;

/**
 * What a run keeps of the chat: everything, or, when it resends an edited message, what came before
 * that message (the message and every later one leave the view: they are parked as the branch of the
 * message's earlier version). 404 for a message not in the chat, 400 for one that is not the user's.
 */
export function planEdit<M extends HistoryMessage>(history: readonly M[], editMessageId: string | undefined) {
  if (editMessageId === undefined)
    return { kept: [...history], dropped: new Set<string>(), edited: undefined };
  const edited = history.find((message) => message.id === editMessageId);
  if (edited === undefined) throw notFound('Message not found');
  if (edited.role !== 'user')
    throw badRequest('editMessageId: only your own messages can be edited', {
      reason: 'edit_own_only',
      field: 'editMessageId',
    });
  const kept = history.filter((message) => message.seq < edited.seq);
  const dropped = new Set(
    history.filter((message) => message.seq >= edited.seq).map((message) => message.id),
  );
  return { kept, dropped, edited };
}

/**
 * The files a run sends: the ids asked for or, when an edited message is resent without naming any,
 * the files it had. Each must be uploaded into this chat (404) and not sent with a message that stays
 * (409).
 */
export function filesToSend<F extends ChatFile>(
  chatFiles: readonly F[],
  attachmentIds: readonly string[] | undefined,
  edited: { id: string } | undefined,
  dropped: ReadonlySet<string>,
): F[] {
  const ids =
    attachmentIds ??
    (edited === undefined ? [] : chatFiles.filter((f) => f.message_id === edited.id).map((f) => f.id));
  return [...new Set(ids)].map((id) => {
    const file = chatFiles.find((f) => f.id === id);
    if (file === undefined) throw notFound('File not found in this chat');
    if (file.message_id !== null && !dropped.has(file.message_id))
      throw conflict('The file was already sent with another message', { reason: 'file_already_sent' });
    return file;
  });
}

/** What the model may open: the files sent now, and those of the messages it is sent. */
export const readableFiles = <F extends ChatFile>(
  chatFiles: readonly F[],
  sentIds: ReadonlySet<string>,
  keptIds: ReadonlySet<string>,
): F[] => chatFiles.filter((f) => sentIds.has(f.id) || (f.message_id !== null && keptIds.has(f.message_id)));

/**
 * What a regenerate answers again: only the chat's last message, and only if it is a reply (409), to
 * a question (409); 404 for a message not in the chat. The model is sent what came before the question.
 */
export function planRegenerate<M extends HistoryMessage>(history: readonly M[], messageId: string) {
  const reply = history.find((message) => message.id === messageId);
  if (reply === undefined) throw notFound('Message not found');
  if (reply !== history.at(-1) || reply.role !== 'assistant')
    throw conflict('Only the last reply can be regenerated', { reason: 'only_last_reply' });
  const question = history.at(-2);
  if (question?.role !== 'user')
    throw conflict('The reply answers no question to ask again', { reason: 'no_question' });
  return {
    reply,
    question,
    earlier: history.slice(0, -2),
    keptIds: new Set(history.slice(0, -1).map((m) => m.id)),
  };
}

/**
 * The conversation the model is sent: the latest HISTORY_LIMIT earlier messages that say something
 * (system notes and empty replies left out), then the question.
 */
export function modelHistory(
  earlier: readonly Pick<MessageRow, 'role' | 'content'>[],
  question: string,
): ModelMessage[] {
  return [
    ...earlier
      .slice(-HISTORY_LIMIT)
      .filter((message) => message.role !== 'system' && message.content.trim() !== '')
      .map((message): ModelMessage =>
        message.role === 'assistant'
          ? { role: 'assistant', content: message.content }
          : { role: 'user', content: message.content },
      ),
    { role: 'user', content: question },
  ];
}

/** What a turn stores: the text so far of a stopped reply, or a mark when nothing was written. */
export const replyText = (turn: Pick<TurnResult, 'text' | 'stopped'>): string =>
  turn.text.trim() === '' && turn.stopped ? STOPPED_REPLY : turn.text;

export const replyStatus = (turn: Pick<TurnResult, 'stopped'>): 'stopped' | 'done' =>
  turn.stopped ? 'stopped' : 'done';
