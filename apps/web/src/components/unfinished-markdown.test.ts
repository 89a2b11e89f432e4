import type { Nodes, Root } from 'mdast';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { finishMarkdown } from '@/components/unfinished-markdown';

/** Replies as the built-in model and real models write them, in English and Spanish. */
const REPLIES = [
  `From the profile of **Northwind Coffee**, the passages that best match your question:

- **Goals:** Grow online subscriptions from 12,400 to 20,000 by December 2026.
- **Goals:** Lift spontaneous brand awareness among 25–34 year-olds in Manchester and Leeds from 18% to 30%.
- **Audiences:** Young urban professionals (25–34) who buy a flat white on the way to work.

Answering for the Consulting & Content team.

_I am Brief's offline demo model, so I quote the customer data instead of writing new analysis._

Suggestions:
- Which message fits each of Northwind Coffee's audiences?
- What does Northwind Coffee sell, and to whom?`,
  `Sobre su tono de voz, el perfil de **Northwind Coffee** dice:

- **Canales:** Instagram (48k followers), TikTok (21k), una newsletter (64k suscriptores, 31% de apertura).
- **Tono de voz:** Cálido, curioso y un poco *friki* del café; palabras sencillas, sin exageraciones.

_Soy el modelo de demostración sin conexión de Brief, así que cito los datos del cliente._`,
  `## Spring launch plan

Here's a plan for the **Spring Blend** launch, built on the brand book [1] and last year's results [2]:

1. **Tease** (weeks 1–2): short *behind the roast* clips on TikTok and Instagram Reels.
2. **Launch** (week 3): the newsletter goes out with a ***first-cup-free*** code, \`SPRING25\`.
   - Subject line: _"Your first spring cup is on us"_
   - Send at 07:30, when opens peak (see https://example.com/reports/open_rates_2025 for the data).
3. **Sustain** (weeks 4–8): UGC reposts and a loyalty-app challenge.

| Channel | Budget | KPI |
| --- | --- | --- |
| **Instagram** | €12,000 | 2.5% _engagement_ |
| Newsletter | €1,500 | 35% open rate |

> **Note:** budgets assume the *current* exchange rate; 2 * 3 = 6 is not a formula you need.

Read more in the [brand guide](https://example.com/brand_guide.pdf "Brand guide") or ask me for __three__ headline options.`,
  `To export the audience list, run:

\`\`\`bash
brief export --customer northwind_coffee --format csv > audience_*.csv
\`\`\`

Then open it in Sheets. The \`customer_id\` column is the **join key**; keep file names like \`q3_**draft**\` as they are.
Footnotes marked with an asterisk* are estimates, and snake_case_names stay as written.

**¿Y ahora?** Escribe a _María_ para revisar el **presupuesto** de \`__init__\`.`,
];

const parsed = new Error('parsed');

/** The markdown tree react-markdown renders, taken on its way to the page (the rest is not needed). */
function treeOf(text: string): Root {
  let tree: Root | undefined;
  const take = () => (root: Root) => {
    tree = root;
    throw parsed;
  };
  try {
    Markdown({ children: text, remarkPlugins: [remarkGfm, take] });
  } catch (error) {
    if (error !== parsed) throw error;
  }
  if (tree === undefined) throw new Error('react-markdown did not parse');
  return tree;
}

/** Where a `*`, `_` or `` ` `` shows as itself on the page (in plain text, not code). */
function shownMarks(text: string): Set<number> {
  const marks = new Set<number>();
  const visit = (node: Nodes) => {
    if (node.type === 'text' && node.position) {
      const { start, end } = node.position;
      for (let at = start.offset ?? 0; at < (end.offset ?? 0); at += 1) {
        const escaped = text[at - 1] === '\\';
        if ('*_`'.includes(text[at] ?? '') && !escaped) marks.add(at);
      }
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(treeOf(text));
  return marks;
}

const commonLength = (a: string, b: string) => {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at += 1;
  return at;
};

describe('a reply cut short reads as text in progress', () => {
  it('never shows a mark the whole reply would not show, at any point of its writing', () => {
    const failures: { written: string; shown: string; stray: number[] }[] = [];
    for (const reply of REPLIES) {
      const finalMarks = shownMarks(reply);
      for (let length = 1; length <= reply.length; length += 1) {
        const written = reply.slice(0, length);
        const shown = finishMarkdown(written);
        const kept = commonLength(shown, written);
        const stray = [...shownMarks(shown)].filter((at) => at >= kept || !finalMarks.has(at));
        if (stray.length > 0) failures.push({ written, shown, stray });
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('closes what is open and leaves out what has nothing after it yet', () => {
    expect(finishMarkdown('Hello **wor')).toBe('Hello **wor**');
    expect(finishMarkdown('Hello **')).toBe('Hello');
    expect(finishMarkdown('**Goals:*')).toBe('**Goals:**');
    expect(finishMarkdown('_I am Brief')).toBe('_I am Brief_');
    expect(finishMarkdown('the *behind **the roast')).toBe('the *behind **the roast***');
    expect(finishMarkdown('Use `npm i')).toBe('Use `npm i`');
    expect(finishMarkdown('Use `')).toBe('Use');
    expect(finishMarkdown('- **Goals:** Grow\n- **Au')).toBe('- **Goals:** Grow\n- **Au**');
    expect(finishMarkdown('| a | b |\n| --- | --- |\n| **Insta')).toBe(
      '| a | b |\n| --- | --- |\n| **Insta**',
    );
  });

  it('shows a link’s text while its address is still coming', () => {
    expect(finishMarkdown('Read the [brand guide](https://example.com/bra')).toBe('Read the brand guide');
    expect(finishMarkdown('Read the [**brand** guide](https://ex')).toBe('Read the **brand** guide');
    expect(finishMarkdown('See ![the logo](/api/files/lo')).toBe('See the logo');
  });

  it('leaves alone what is not open: finished text, code, addresses, words with underscores', () => {
    for (const text of [
      '2 * 3 = 6',
      'snake_case_name and __init__ ok',
      'Price* applies',
      'See https://example.com/open_rates_',
      '```ts\nconst total = a ** b; // **',
      '**Earlier** paragraph\n\nand `code` here',
    ]) {
      expect(finishMarkdown(text)).toBe(text);
    }
  });

  it('leaves earlier blocks as they were written: only the last can be unfinished', () => {
    expect(finishMarkdown('**never closed\n\nNext **bold')).toBe('**never closed\n\nNext **bold**');
  });
});
