import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  filesToSend,
  HISTORY_LIMIT,
  modelHistory,
  planEdit,
  planRegenerate,
  readableFiles,
  replyStatus,
  replyText,
  STOPPED_REPLY,
} from './turn-rules';

type Message = { id: string; seq: number; role: 'user' | 'assistant' | 'system'; content: string };

/** A chat of question/reply pairs: q1, r1, q2, r2… */
const exchanges = (count: number): Message[] =>
  Array.from({ length: count }, (_, index) => [
    { id: `q${index + 1}`, seq: index * 2 + 1, role: 'user' as const, content: `question ${index + 1}` },
    { id: `r${index + 1}`, seq: index * 2 + 2, role: 'assistant' as const, content: `reply ${index + 1}` },
  ]).flat();

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
  return 'accepted';
};

describe('planEdit', () => {
  it('keeps the whole chat when no message is edited', () => {
    const plan = planEdit(exchanges(2), undefined);
    expect(plan.kept.map((m) => m.id)).toEqual(['q1', 'r1', 'q2', 'r2']);
    expect(plan.dropped.size).toBe(0);
    expect(plan.edited).toBeUndefined();
  });

  it('keeps what precedes the edited message; it and everything after it leave the view', () => {
    const plan = planEdit(exchanges(3), 'q2');
    expect(plan.kept.map((m) => m.id)).toEqual(['q1', 'r1']);
    expect([...plan.dropped]).toEqual(['q2', 'r2', 'q3', 'r3']);
    expect(plan.edited?.id).toBe('q2');
  });

  it('refuses a message the chat lacks (404) and a reply (400)', () => {
    expect(refusal(() => planEdit(exchanges(1), 'elsewhere'))).toBe('not_found');
    expect(refusal(() => planEdit(exchanges(1), 'r1'))).toBe('bad_request');
  });
});

describe('filesToSend', () => {
  const files = [
    { id: 'new', message_id: null },
    { id: 'sent', message_id: 'q1' },
    { id: 'edited', message_id: 'q2' },
  ];

  it('sends the files asked for, once each', () => {
    expect(filesToSend(files, ['new', 'new'], undefined, new Set()).map((f) => f.id)).toEqual(['new']);
  });

  it('resends an edited message with its own files when none are named', () => {
    const sent = filesToSend(files, undefined, { id: 'q2' }, new Set(['q2', 'r2']));
    expect(sent.map((f) => f.id)).toEqual(['edited']);
  });

  it('refuses a file of another chat (404) and one sent with a message that stays (409)', () => {
    expect(refusal(() => filesToSend(files, ['elsewhere'], undefined, new Set()))).toBe('not_found');
    expect(refusal(() => filesToSend(files, ['sent'], undefined, new Set(['q2'])))).toBe('conflict');
    expect(refusal(() => filesToSend(files, ['sent'], undefined, new Set(['q1'])))).toBe('accepted');
  });
});

describe('readableFiles', () => {
  it('opens the files sent now and those of the messages kept, not those of dropped ones', () => {
    const files = [
      { id: 'now', message_id: null },
      { id: 'unsent', message_id: null },
      { id: 'kept', message_id: 'q1' },
      { id: 'dropped', message_id: 'q2' },
    ];
    const readable = readableFiles(files, new Set(['now']), new Set(['q1', 'r1']));
    expect(readable.map((f) => f.id)).toEqual(['now', 'kept']);
  });
});

describe('planRegenerate', () => {
  it('answers the last reply again from what came before its question', () => {
    const plan = planRegenerate(exchanges(2), 'r2');
    expect(plan.question.id).toBe('q2');
    expect(plan.earlier.map((m) => m.id)).toEqual(['q1', 'r1']);
    expect([...plan.keptIds]).toEqual(['q1', 'r1', 'q2']);
  });

  it('refuses an earlier reply or a question (409), and a message the chat lacks (404)', () => {
    expect(refusal(() => planRegenerate(exchanges(2), 'r1'))).toBe('conflict');
    expect(refusal(() => planRegenerate(exchanges(2), 'q2'))).toBe('conflict');
    expect(refusal(() => planRegenerate(exchanges(2), 'elsewhere'))).toBe('not_found');
  });

  it('refuses a reply that answers no question (409)', () => {
    const chat: Message[] = [
      { id: 's', seq: 1, role: 'system', content: 'note' },
      { id: 'r', seq: 2, role: 'assistant', content: 'hello' },
    ];
    expect(refusal(() => planRegenerate(chat, 'r'))).toBe('conflict');
  });
});

describe('modelHistory', () => {
  it('sends the latest messages that say something, then the question', () => {
    const earlier: Message[] = [
      ...exchanges(1),
      { id: 's', seq: 3, role: 'system', content: 'note' },
      { id: 'e', seq: 4, role: 'assistant', content: '  ' },
    ];
    expect(modelHistory(earlier, 'next')).toEqual([
      { role: 'user', content: 'question 1' },
      { role: 'assistant', content: 'reply 1' },
      { role: 'user', content: 'next' },
    ]);
  });

  it(`sends at most ${HISTORY_LIMIT} earlier messages`, () => {
    const history = modelHistory(exchanges(HISTORY_LIMIT), 'next');
    expect(history).toHaveLength(HISTORY_LIMIT + 1);
    expect(history[0]).toEqual({ role: 'user', content: `question ${HISTORY_LIMIT / 2 + 1}` });
  });
});

describe('what a turn stores', () => {
  it('keeps the text of a reply, stopped or not', () => {
    expect(replyText({ text: 'Half a', stopped: true })).toBe('Half a');
    expect(replyStatus({ stopped: true })).toBe('stopped');
    expect(replyStatus({ stopped: false })).toBe('done');
  });

  it('marks a reply stopped before its first word', () => {
    expect(replyText({ text: ' ', stopped: true })).toBe(STOPPED_REPLY);
    expect(replyText({ text: '', stopped: false })).toBe('');
  });
});
