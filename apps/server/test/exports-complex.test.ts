import { exportPaths, type ExportFormat } from '@brief/contract/exports';
import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import {
  getAs,
  pdfText,
  pdfTextItems,
  saveMessage,
  squeezed,
  withoutFooters,
  wordText,
  wordXml,
} from './export-files';
import { buildTestApp, createChat, createUser } from './helper';

const ctx = await buildTestApp();
const user = await createUser(ctx, { teams: ['marketing'] });
const chatId = await createChat(ctx, user, { app_name: 'marketing_agent' });

const reader = unified().use(remarkParse).use(remarkGfm);

/** The words a Markdown reader shows, and how deep its quotes and lists go (a list counts once). */
function readBack(markdown: string): { text: string; quotes: number; lists: number } {
  const walk = (node: Nodes): { text: string; quotes: number; lists: number } => {
    const children = 'children' in node ? (node.children as Nodes[]).map(walk) : [];
    return {
      text:
        node.type === 'text' || node.type === 'inlineCode'
          ? node.value
          : children.map((c) => c.text).join(''),
      quotes: Math.max(0, ...children.map((c) => c.quotes)) + (node.type === 'blockquote' ? 1 : 0),
      lists: Math.max(0, ...children.map((c) => c.lists)) + (node.type === 'list' ? 1 : 0),
    };
  };
  return walk(reader.parse(markdown));
}

/** A reply saved into the chat, exported alone in `format`: answered 200, its bytes. */
async function exported(replyId: string, format: ExportFormat): Promise<Buffer> {
  const response = await getAs(ctx, user, exportPaths.message(user.id, chatId, replyId, format));
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.rawPayload;
}

// Each case exports three formats and reads each back (the test's own Markdown reader is far slower than the
// export on these shapes): a busy 2-core machine needs more than the suite's default 20 s.
describe('pathological replies of 20,000 characters', { timeout: 90_000 }, () => {
  const cases: { name: string; reply: string; shows: string; quotes?: number; lists?: number }[] = [
    // Before, each of these kept an export worker busy for its full 60 s, then answered 500.
    { name: '`>` × 19,990', reply: `${'>'.repeat(19_990)} fin`, shows: 'fin', quotes: 16 },
    { name: '`1. ` × 6,000', reply: `${'1. '.repeat(6_000)}fin`, shows: 'fin', lists: 16 },
    { name: '`_a` × 9,990', reply: '_a'.repeat(9_990), shows: '_a'.repeat(9_990) },
    { name: '`‹` × 19,990', reply: '‹'.repeat(19_990), shows: '‹'.repeat(19_990) },
    {
      name: 'one emphasis run 20,000 marks long',
      reply: `${'*'.repeat(9_995)}a${'*'.repeat(9_995)}`,
      shows: `${'*'.repeat(9_995)}a${'*'.repeat(9_995)}`,
    },
    {
      name: '`[[…a…]](b)` nested links',
      reply: `${'[['.repeat(2_857)}a${']](b)'.repeat(2_857)}`,
      shows: 'a]](b)]](b)',
    },
    {
      // The PDF repeats the header on every page the row runs onto: x too, so the x's run on unbroken.
      name: 'a table row of 20,000 characters',
      reply: `| x |\n|---|\n| ${'x'.repeat(19_980)} |`,
      shows: 'x'.repeat(19_980),
    },
  ];

  it.each(cases)('export to Markdown, Word and PDF with their text: $name', async (example) => {
    const replyId = await saveMessage(ctx, user, chatId, 'assistant', example.reply);

    const markdown = readBack((await exported(replyId, 'md')).toString('utf8'));
    expect(squeezed(markdown.text)).toContain(squeezed(example.shows));
    if (example.quotes !== undefined) expect(markdown.quotes).toBe(example.quotes);
    if (example.lists !== undefined) expect(markdown.lists).toBe(example.lists);

    expect(squeezed(await wordText(await exported(replyId, 'docx')))).toContain(squeezed(example.shows));
    const pdf = withoutFooters(await pdfText(await exported(replyId, 'pdf')), 'New Chat');
    expect(squeezed(pdf)).toContain(squeezed(example.shows));
  });
});

describe('a list and a quote nested 11 levels deep', () => {
  const levels = Array.from({ length: 11 }, (_, level) => level + 1);
  const reply = [
    ...levels.map((level) => `${'  '.repeat(level - 1)}- level ${level}`),
    '',
    ...levels.map((level) => `${'>'.repeat(level)} quoted ${level}`),
  ].join('\n');

  it('exports to Word with the levels past its last (the ninth) shown at the last', async () => {
    const replyId = await saveMessage(ctx, user, chatId, 'assistant', reply);
    const word = await exported(replyId, 'docx');
    const listLevels = [...(await wordXml(word)).matchAll(/<w:ilvl w:val="(\d+)"\/>/g)].map((m) =>
      Number(m[1]),
    );
    expect(listLevels).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8]);
    const text = await wordText(word);
    for (const level of levels) {
      expect(text).toContain(`level ${level}\n`);
      expect(text).toContain(`quoted ${level}\n`);
    }
  });

  it('keeps every level in the PDF, each further in than the one above', async () => {
    const replyId = await saveMessage(ctx, user, chatId, 'assistant', reply);
    const items = await pdfTextItems(await exported(replyId, 'pdf'));
    const startOf = (text: string) => items.find((item) => item.str.includes(text))?.x ?? Number.NaN;
    for (const level of levels.slice(1)) {
      expect(startOf(`level ${level}`)).toBeGreaterThan(startOf(`level ${level - 1}`));
      expect(startOf(`quoted ${level}`)).toBeGreaterThan(startOf(`quoted ${level - 1}`));
    }
  });

  it('keeps every level in the Markdown', async () => {
    const replyId = await saveMessage(ctx, user, chatId, 'assistant', reply);
    const markdown = readBack((await exported(replyId, 'md')).toString('utf8'));
    expect(markdown.lists).toBe(11);
    expect(markdown.quotes).toBe(11);
    for (const level of levels) expect(markdown.text).toContain(`level ${level}`);
  });
});
