/**
 * How long replies of about 20,000 characters of pathological markdown take to export as Markdown, Word
 * and PDF: deep nesting on one line, long runs of emphasis marks, thousands of marks or list items, a
 * 20,000-character word, a table row of 20,000 characters. Each reply is one entry of a document made by
 * the export pool exactly as the server makes it (a worker thread from the TypeScript sources, through
 * tsx, as in tests and `npm run dev`), one file at a time, after one small file has started the worker.
 * Run with `npx tsx bench/export-pathological.ts`; it ends by itself.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ExportFormat } from '@brief/contract/exports';
import type { ExportDocument } from '../apps/server/src/exports/export-document';
import { createExportPool, ExportNotMade } from '../apps/server/src/exports/export-pool';

const FORMATS: ExportFormat[] = ['md', 'docx', 'pdf'];

/** The replies, by what they are made of. */
const replies: [string, string][] = [
  ['`>` × 19,990 (quotes opened on one line)', '>'.repeat(19_990)],
  ['`1. ` × 6,000 (lists opened on one line)', '1. '.repeat(6_000)],
  ['`+ ` × 9,990', '+ '.repeat(9_990)],
  ['`_a` × 9,990', '_a'.repeat(9_990)],
  ['`‹` × 19,990 (one word)', '‹'.repeat(19_990)],
  ['`*` × 9,995, `a`, `*` × 9,995 (one emphasis run)', `${'*'.repeat(9_995)}a${'*'.repeat(9_995)}`],
  ['`*_` × 10,000', '*_'.repeat(10_000)],
  ['`**a**` × 4,000', '**a**'.repeat(4_000)],
  ['`[[` × 2,857, `a`, `]](b)` × 2,857 (nested links)', `${'[['.repeat(2_857)}a${']](b)'.repeat(2_857)}`],
  ['`- a` × 5,000 lines (list items)', '- a\n'.repeat(5_000)],
  [
    '16 lists opened per line, 31 lines (nesting 496 deep)',
    Array.from({ length: 31 }, (_, line) => `${' '.repeat(line * 32)}${'- '.repeat(16)}a`).join('\n'),
  ],
  ['a list nested 11 deep, 40 times', Array.from({ length: 40 }, () => nested(11)).join('\n\n')],
  ['a table row of 20,000 characters (one cell)', `| a | b |\n|---|---|\n| ${'x'.repeat(19_980)} | y |`],
  ['a table of 5,000 columns', `|${'a|'.repeat(5_000)}\n|${'-|'.repeat(5_000)}`],
  ['`a ` × 10,000 (words)', 'a '.repeat(10_000)],
  ['`` `a `` × 9,990', '`a'.repeat(9_990)],
  ['`<a ` × 6,000', '<a '.repeat(6_000)],
];

/** A list nested `depth` levels deep, one item per level. */
function nested(depth: number): string {
  return Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join('\n');
}

const documentOf = (text: string): ExportDocument => ({
  title: 'Pathological reply',
  details: [{ label: 'Customer', value: 'Northwind Coffee' }],
  entries: [
    {
      author: 'Marketing',
      time: '2 Mar 2026, 10:00 UTC',
      note: null,
      body: { kind: 'markdown', text },
      pictures: [],
    },
  ],
  images: {},
  origin: 'https://brief.example.com',
  fileOwnerId: 'bench',
});

const say = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

const pool = createExportPool({ workers: 1, log: { error: () => {} } });
try {
  say(`Load average before: ${load()}`);
  // The first file also starts the worker thread, which no figure below should include.
  await pool.render(documentOf('warm *up*'), 'pdf', 'bench');
  say();
  say('| reply | characters | Markdown s | Word s | PDF s |');
  say('| --- | ---: | ---: | ---: | ---: |');
  for (const [name, text] of replies) {
    const cells: string[] = [];
    for (const format of FORMATS) {
      const began = performance.now();
      const outcome = await pool.render(documentOf(text), format, 'bench').then(
        (file) => (file.byteLength > 0 ? '' : ' (empty)'),
        (error: unknown) => ` (${error instanceof ExportNotMade ? error.reason : 'failed'})`,
      );
      cells.push(`${((performance.now() - began) / 1000).toFixed(2)}${outcome}`);
    }
    say(`| ${name} | ${text.length.toLocaleString('en-GB')} | ${cells.join(' | ')} |`);
  }
  say();
  say(`Load average after: ${load()}`);
} finally {
  await pool.close();
}
