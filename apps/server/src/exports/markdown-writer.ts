/**
 * Writes an export as a Markdown file: a front-matter header any notes app reads, the title and details,
 * then each entry under its author and time. Replies are markdown already and go in as the web view shows
 * them (safe-markdown.ts: no raw HTML, only http, https and mailto links, the app's file addresses made
 * absolute); what a user typed is escaped so it reads as typed; titles and names are on one line, escaped.
 */
import type { ExportDocument, ExportEntry } from './export-document';
import { escapeInline, headingText, inlineText, oneLine } from './markdown-text';
import { safeMarkdown } from './safe-markdown';

/**
 * A YAML double-quoted scalar on one line: JSON's string escapes are valid YAML, non-ASCII stays as it is.
 * A reader that knows no front matter takes it for a paragraph, so what markdown would make HTML or a
 * link of (`<`, `>`, `&`, brackets, backticks) is written as YAML's `\uXXXX` escape, the same to YAML.
 */
const yamlString = (value: string) =>
  JSON.stringify(oneLine(value)).replace(
    /[<>&[\]`]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** One typed line as markdown: its marks escaped, its indentation kept, its start never a block's. */
const literalLine = (line: string) =>
  escapeInline(line)
    // Leading spaces would make code of it; no-break spaces keep the indentation without that meaning.
    .replace(/^[ \t]+/, (indent) => '\u00a0'.repeat(indent.replace(/\t/g, '    ').length))
    .replace(/^[#>+=-]/, '\\$&')
    .replace(/^(\d+)([.)])/, '$1\\$2');

/**
 * A user's message as markdown that renders exactly as typed: paragraphs where they left a blank line,
 * a line break (two trailing spaces) wherever they pressed Enter, no markup of their text taken as such.
 */
export function literalMarkdown(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) =>
      paragraph
        .replace(/^\n+|\n+$/g, '')
        .split('\n')
        .map(literalLine)
        .join('  \n'),
    )
    .join('\n\n');
}

const frontMatterKey = (label: string) =>
  label
    .normalize('NFKD')
    .replace(/[^\w\s]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '_');

function entryMarkdown(entry: ExportEntry, origin: string): string {
  const parts = [`## ${headingText(`${entry.author} · ${entry.time}`)}`];
  if (entry.note !== null && entry.note.trim() !== '') parts.push(`*${inlineText(entry.note).trim()}*`);
  const body =
    entry.body.kind === 'markdown' ? safeMarkdown(entry.body.text, origin) : literalMarkdown(entry.body.text);
  if (body.trim() !== '') parts.push(body);
  for (const picture of entry.pictures) {
    parts.push(`![${inlineText(picture.name)}](<${origin}${picture.url}>)`);
  }
  return parts.join('\n\n');
}

export function writeMarkdown(document: ExportDocument): string {
  const frontMatter = [
    '---',
    `title: ${yamlString(document.title)}`,
    ...document.details.map(({ label, value }) => `${frontMatterKey(label)}: ${yamlString(value)}`),
    '---',
  ].join('\n');
  const details = [
    ...document.details.map(({ label, value }) => `**${inlineText(label)}:** ${inlineText(value).trim()}`),
    ...(document.timeNote === undefined ? [] : [`*${inlineText(document.timeNote).trim()}*`]),
  ];
  const head = [frontMatter, `# ${headingText(document.title)}`, details.join('  \n')].join('\n\n');
  const entries = document.entries.map((entry) => entryMarkdown(entry, document.origin));
  return [head, ...entries].join('\n\n---\n\n') + '\n';
}
