import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/logger';
import { getChatDraft, MAX_CHAT_DRAFTS, moveChatDraft, saveChatDraft } from '@/lib/storage/chat-drafts';
import { createStoredFile } from '@/testing/files';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const brief = (() => {
  const { id, name, size, type, kind, url } = createStoredFile({ id: 'f-brief', name: 'brief.pdf' });
  return { id, name, size, type, kind, url };
})();

describe('chat drafts', () => {
  it("keeps each user's drafts under chat_drafts_{userId}, per chat, text and files apart", () => {
    saveChatDraft('u1', 'chat-1', { text: 'What are the key dates' });
    saveChatDraft('u1', 'chat-1', { files: [brief] });
    saveChatDraft('u1', 'chat-2', { text: 'Other' });

    expect(getChatDraft('u1', 'chat-1')).toEqual({ text: 'What are the key dates', files: [brief] });
    expect(getChatDraft('u1', 'chat-2').text).toBe('Other');
    expect(getChatDraft('u2', 'chat-1')).toEqual({ text: '', files: [] });
  });

  it('forgets a draft once its text and files are cleared (sent, or emptied by hand)', () => {
    saveChatDraft('u1', 'chat-1', { text: 'Hello', files: [brief] });
    saveChatDraft('u1', 'chat-1', { text: '' });
    expect(getChatDraft('u1', 'chat-1').files).toEqual([brief]);
    saveChatDraft('u1', 'chat-1', { files: [] });
    expect(getChatDraft('u1', 'chat-1')).toEqual({ text: '', files: [] });
    expect(localStorage.getItem('chat_drafts_u1')).toBeNull();
  });

  it(`keeps the ${MAX_CHAT_DRAFTS} most recently changed drafts`, () => {
    const now = vi.spyOn(Date, 'now');
    for (let index = 0; index <= MAX_CHAT_DRAFTS; index += 1) {
      now.mockReturnValue(1_000 + index);
      saveChatDraft('u1', `chat-${index}`, { text: `Draft ${index}` });
    }
    expect(getChatDraft('u1', 'chat-0').text).toBe('');
    expect(getChatDraft('u1', 'chat-1').text).toBe('Draft 1');
    expect(getChatDraft('u1', `chat-${MAX_CHAT_DRAFTS}`).text).toBe(`Draft ${MAX_CHAT_DRAFTS}`);
  });

  it('moves a draft to the chat started from it, never over that chat’s own', () => {
    saveChatDraft('u1', 'new:coandco_agent:Northwind Coffee', { text: 'Plan the launch' });
    moveChatDraft('u1', 'new:coandco_agent:Northwind Coffee', 'chat-new');
    expect(getChatDraft('u1', 'chat-new').text).toBe('Plan the launch');
    expect(getChatDraft('u1', 'new:coandco_agent:Northwind Coffee').text).toBe('');

    saveChatDraft('u1', 'session-1', { text: 'Browser-only' });
    moveChatDraft('u1', 'session-1', 'chat-new');
    expect(getChatDraft('u1', 'chat-new').text).toBe('Plan the launch');
  });

  it('ignores what cannot be read, and a damaged file costs only itself', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('chat_drafts_u1', '{not json');
    expect(getChatDraft('u1', 'chat-1')).toEqual({ text: '', files: [] });
    localStorage.setItem(
      'chat_drafts_u1',
      JSON.stringify({ 'chat-1': { text: 'Hi', files: [brief, { id: 3 }], savedAt: 1 }, 'chat-2': 'junk' }),
    );
    expect(getChatDraft('u1', 'chat-1')).toEqual({ text: 'Hi', files: [brief] });
    expect(getChatDraft('u1', 'chat-2')).toEqual({ text: '', files: [] });
  });
});
