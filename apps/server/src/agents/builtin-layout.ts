import { sectionName, sectionOf } from './builtin-follow-ups';
import { capitalise, phrases } from './builtin-phrases';
import { literal, type Language, type Passage } from './builtin-text';

/**
 * How the built-in model lays quoted passages out: a list, a ranked list, a table or grouped by
 * section. Each version of an answer takes another layout, so Regenerate reads differently.
 */

/** The first item is version 1's alone, so every other version differs from it; the rest take turns. */
export const pick = <T>(items: readonly T[], version: number): T =>
  (version <= 1 || items.length === 1 ? items[0] : items[1 + ((version - 2) % (items.length - 1))]) as T;

export const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1) ?? ''}`;

export const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** A passage's heading as the chat's language names it ("Tono de voz" → "Tone of voice"), as markdown. */
const label = (passage: Passage, documents: readonly string[], language: Language) => {
  if (passage.heading === '') return '';
  const section = sectionOf(passage.heading, documents);
  // A document's name stays as it is written ("store-audit.pdf").
  return literal(section.kind === 'document' ? section.heading : capitalise(sectionName(section, language)));
};

const quote = (passage: Passage, documents: readonly string[], language: Language) => {
  const heading = label(passage, documents, language);
  return heading === '' ? passage.text : `**${heading}:** ${passage.text}`;
};

const CELL_MAX_CHARS = 300;
const cell = (text: string) => {
  const flat = text
    .replace(/^\|\s*|\s*\|$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const short = flat.length <= CELL_MAX_CHARS ? flat : `${flat.slice(0, CELL_MAX_CHARS - 1).trimEnd()}…`;
  return short.replace(/\|/g, '\\|');
};
export const table = (header: readonly [string, string], rows: readonly (readonly [string, string])[]) =>
  [header, ['---', '---'] as const, ...rows].map(([a, b]) => `| ${cell(a)} | ${cell(b)} |`).join('\n');

/** "Spring Blend" launch (March–April 2025): budget… → the name before the colon and the rest. */
const labelled = (text: string): [string, string] | null => {
  const at = text.indexOf(': ');
  return at > 0 && at <= 100 ? [text.slice(0, at), text.slice(at + 2)] : null;
};

export type Layout = 'list' | 'ranked' | 'table' | 'grouped';
export const LAYOUTS: readonly Layout[] = ['list', 'ranked', 'table', 'grouped'];

/** Passages laid out one way; `ranked` passages come best first, the others in profile order. */
export function layOut(
  layout: Layout,
  passages: readonly Passage[],
  documents: readonly string[],
  language: Language,
  bestFirst = layout === 'ranked',
): string {
  const p = phrases[language];
  const inOrder = bestFirst ? [...passages] : [...passages].sort((a, b) => a.order - b.order);
  if (layout === 'table') {
    const headings = new Set(inOrder.map((x) => x.heading));
    const split = inOrder.map((x) => labelled(x.text));
    const first = inOrder[0];
    if (headings.size === 1 && first !== undefined && first.heading !== '' && split.every((s) => s !== null))
      return table(
        [label(first, documents, language), p.details],
        split.flatMap((s) => (s === null ? [] : [s])),
      );
    return table(
      [p.columns.section, p.columns.says],
      inOrder.map((x) => [label(x, documents, language) || '—', x.text]),
    );
  }
  if (layout === 'grouped') {
    const groups: { heading: string; items: Passage[] }[] = [];
    for (const passage of inOrder) {
      const group = groups.find((g) => g.heading === passage.heading);
      if (group === undefined) groups.push({ heading: passage.heading, items: [passage] });
      else group.items.push(passage);
    }
    return groups
      .map(({ heading, items }) => {
        const title = items[0] === undefined ? '' : label(items[0], documents, language);
        const lines = bullets(items.map((x) => x.text));
        return heading === '' ? lines : `**${title}**\n${lines}`;
      })
      .join('\n\n');
  }
  const quoted = inOrder.map((x) => quote(x, documents, language));
  return layout === 'ranked' ? quoted.map((x, i) => `${i + 1}. ${x}`).join('\n') : bullets(quoted);
}
