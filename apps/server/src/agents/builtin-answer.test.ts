import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { markdownDangers } from '../../test/markdown-safety';
import { chatAnswer, type ChatTurn } from './builtin-answer';

const DOCUMENT = '[x](javascript:alert(1)).md';
const CUSTOMER = 'Casa <script>alert(2)</script> Olivar';

/** The words a reader sees in a reply, whatever its markup. */
function shownText(markdown: string): string {
  const text = (node: { type: string; value?: string; children?: unknown[] }): string =>
    node.type === 'text' || node.type === 'inlineCode'
      ? (node.value ?? '')
      : (node.children ?? []).map((child) => text(child as Parameters<typeof text>[0])).join('');
  return text(unified().use(remarkParse).use(remarkGfm).parse(markdown));
}

/**
 * The reply as the web app renders it: its Suggestions block is taken out and shown as chips of plain
 * text (and sent as typed when picked), so only the rest is markdown.
 */
const rendered = (answer: string) => answer.split('\n\nSuggestions:\n')[0] ?? '';

const turn = (overrides: Partial<ChatTurn>): ChatTurn => ({
  language: 'en',
  question: 'What do the documents say about the budget?',
  team: 'Marketing *<b>team</b>*',
  specialists: [{ name: '[Ana](vbscript:x)', description: '<img src=x onerror=alert(3)>' }],
  customer: CUSTOMER,
  data: null,
  ...overrides,
});

describe('the built-in model quoting names', () => {
  it('shows a customer, a document, a team and specialists as written, never as links or HTML', () => {
    const answer = rendered(
      chatAnswer(
        turn({
          data: {
            kind: 'profile',
            customer: CUSTOMER,
            profile: `## Budget\n\n- 18,000 EUR for the summer.\n\n## ${DOCUMENT} [1]\n\nThe budget rises in June.`,
            documents: [`${DOCUMENT} [1]`],
          },
        }),
      ),
    );
    const dangers = markdownDangers(answer);
    expect(dangers.html).toEqual([]);
    expect(dangers.live).toEqual([]);
    const shown = shownText(answer);
    expect(shown).toContain(`the profile of ${CUSTOMER}`);
    expect(shown).toContain(DOCUMENT);
    expect(shown).toContain('Answering for [Ana](vbscript:x) (<img src=x onerror=alert(3)>).');
  });

  it('shows the name of a file it reads as written', () => {
    const file = { id: 'f', name: DOCUMENT, type: 'text/markdown', kind: 'text' as const, size: 40 };
    const answer = rendered(
      chatAnswer(
        turn({
          question: 'Summarise this file',
          specialists: [],
          sources: [{ kind: 'file-text', file, text: '# Plan\n\nThe budget rises in June.' }],
        }),
      ),
    );
    expect(markdownDangers(answer).live).toEqual([]);
    expect(shownText(answer)).toContain(`I have read the file ${DOCUMENT} (Markdown document, 40 bytes)`);
  });
});
