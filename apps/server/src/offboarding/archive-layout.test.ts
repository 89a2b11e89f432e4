import { describe, expect, it } from 'vitest';
import { archiveReadme, layOutArchive } from './archive-layout';

const chat = (id: string, title: string) => ({ id, title, created_at: '2026-03-02T10:00:00.000Z' });
const file = (id: string, name: string, chatId: string | null) => ({
  id,
  name,
  size: 3,
  mime: 'text/plain',
  chat_id: chatId,
});

describe('layOutArchive', () => {
  it('numbers chat folders, keeps same-named chats and files apart, puts chatless uploads in files/', () => {
    const layout = layOutArchive(
      [chat('a', 'Plan: Q3/Q4'), chat('b', 'Plan: Q3/Q4'), chat('c', '  ')],
      [
        file('1', 'brief.txt', 'a'),
        file('2', 'Brief.txt', 'a'),
        file('3', 'brief.txt', 'b'),
        file('4', 'x', null),
      ],
    );
    expect(layout.chats.map((c) => c.folder)).toEqual([
      'chats/001 Plan Q3 Q4',
      'chats/002 Plan Q3 Q4',
      'chats/003 Chat',
    ]);
    expect(layout.files.map((f) => f.path)).toEqual([
      'chats/001 Plan Q3 Q4/files/brief.txt',
      'chats/001 Plan Q3 Q4/files/Brief (2).txt',
      'chats/002 Plan Q3 Q4/files/brief.txt',
      'files/x',
    ]);
  });

  it('writes a README naming the person and the counts', () => {
    const layout = layOutArchive([chat('a', 'One')], []);
    const readme = archiveReadme({ name: 'Ana', email: 'ana@example.com' }, new Date(0), layout, 2);
    expect(readme).toContain('Ana <ana@example.com>');
    expect(readme).toContain('1 chats, 0 uploaded files, 2 bookmarks');
  });
});
