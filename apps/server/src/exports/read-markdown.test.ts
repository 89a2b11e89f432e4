import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_OPENED_PER_LINE, readMarkdown } from './read-markdown';

const plainParser = unified().use(remarkParse).use(remarkGfm);

/** How deep quotes and lists go in a tree (a list and its items count once). */
function containerDepth(node: Nodes): number {
  const children = 'children' in node ? (node.children as Nodes[]) : [];
  const inner = Math.max(0, ...children.map(containerDepth));
  return node.type === 'blockquote' || node.type === 'list' ? inner + 1 : inner;
}

/** How deep emphasis and strong emphasis nest. */
function emphasisDepth(node: Nodes): number {
  const children = 'children' in node ? (node.children as Nodes[]) : [];
  const inner = Math.max(0, ...children.map(emphasisDepth));
  return node.type === 'emphasis' || node.type === 'strong' ? inner + 1 : inner;
}

/** The text a reader sees, whatever the markup around it. */
function shownText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(shownText).join('') : '';
}

const count = (node: Nodes, type: Nodes['type']): number =>
  (node.type === type ? 1 : 0) +
  ('children' in node ? (node.children as Nodes[]).reduce((sum, child) => sum + count(child, type), 0) : 0);

describe('reading markdown in time linear in its length', () => {
  it('reads an ordinary reply exactly as the web app does', () => {
    const reply = [
      '## Plan *de* **otoño**',
      '',
      '1. Redes [sociales](https://example.com) ~~no~~',
      '   - Instagram `reels`',
      '',
      '> Una cita',
      '',
      '| a | b |',
      '|---|---|',
      '| _x_ | y |',
      '',
      '```ts',
      'const a = b * c; // ***',
      '```',
    ].join('\n');
    expect(readMarkdown(reply)).toEqual(plainParser.parse(reply));
  });

  it('opens at most so many quotes or lists on one line, keeping the text in the deepest', () => {
    for (const line of [
      '>'.repeat(19_990) + ' hola',
      '1. '.repeat(6_000) + 'hola',
      '+ '.repeat(9_990) + 'hola',
    ]) {
      const tree = readMarkdown(line);
      expect(containerDepth(tree)).toBe(MAX_OPENED_PER_LINE);
      expect(shownText(tree)).toBe('hola');
    }
  });

  it('flattens containers nested past the deepest kept, one level per line', () => {
    const lines = Array.from(
      { length: 31 },
      (_, line) => `${' '.repeat(line * 32)}${'- '.repeat(16)}item ${line}`,
    );
    const tree = readMarkdown(lines.join('\n'));
    expect(containerDepth(tree)).toBe(MAX_DEPTH);
    expect(shownText(tree)).toBe(lines.map((_, line) => `item ${line}`).join(''));
  });

  it('keeps a list nested 11 levels deep as it is', () => {
    const list = Array.from({ length: 11 }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join(
      '\n',
    );
    expect(readMarkdown(list)).toEqual(plainParser.parse(list));
    expect(containerDepth(readMarkdown(list))).toBe(11);
  });

  it('takes the marks of a paragraph with thousands of them literally', () => {
    for (const text of [
      '_a'.repeat(9_990),
      '*_'.repeat(10_000),
      `${'[['.repeat(2_857)}a${']](b)'.repeat(2_857)}`,
    ]) {
      const tree = readMarkdown(text);
      expect(shownText(tree)).toBe(text);
      expect(count(tree, 'emphasis') + count(tree, 'strong') + count(tree, 'link')).toBe(0);
    }
  });

  it('takes a run of dozens of marks literally, and nests emphasis no deeper', () => {
    const text = `${'*'.repeat(9_995)}a${'*'.repeat(9_995)}`;
    const tree = readMarkdown(text);
    expect(shownText(tree)).toBe(text);
    expect(emphasisDepth(tree)).toBe(0);
    // Short runs still emphasise.
    expect(emphasisDepth(readMarkdown(`${'*'.repeat(20)}a${'*'.repeat(20)}\n\n${'_a'.repeat(1_200)}`))).toBe(
      10,
    );
  });

  it('leaves code as written, however many marks it holds', () => {
    const code = ['```', '/' + '*'.repeat(3_000) + '/', '[1,2],'.repeat(500), '```'].join('\n');
    const text = `${code}\n\nPara \`${'*'.repeat(40)}\` y ${'*a* '.repeat(1_100)}`;
    const tree = readMarkdown(text);
    const [block, paragraph] = tree.children;
    expect(block?.type === 'code' && block.value).toBe(code.split('\n').slice(1, -1).join('\n'));
    // The code span keeps its stars; the 2,200 marks around it are taken literally.
    expect(paragraph !== undefined && shownText(paragraph)).toBe(
      `Para ${'*'.repeat(40)} y ${'*a* '.repeat(1_100).trim()}`,
    );
    expect(count(tree, 'emphasis')).toBe(0);
  });
});
