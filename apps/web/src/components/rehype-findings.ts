import type { ElementContent, Root, RootContent, Text } from 'hast';

/** A stretch of the markdown source to mark: `[start, end)`, and which finding of the reply it is. */
export interface FindingMark {
  start: number;
  end: number;
  finding: number;
}

/** Code is shown as written: a finding inside it stays unmarked (the reply's footer still counts it). */
const LEFT_AS_WRITTEN = new Set(['code', 'pre']);

/**
 * Where in a text node's value a mark falls. The node knows the stretch of source it came from; when its
 * value is that stretch as written, the offsets carry over. When markdown changed it (an entity, an
 * escape), the mark's words are looked for in the value, nearest to where they would be.
 */
function placeIn(node: Text, source: string, mark: FindingMark): [number, number] | null {
  const from = node.position?.start.offset;
  const to = node.position?.end.offset;
  if (from === undefined || to === undefined || mark.start < from || mark.start >= to) return null;
  if (source.slice(from, to) === node.value) {
    return [mark.start - from, Math.min(mark.end, to) - from];
  }
  const words = source.slice(mark.start, mark.end);
  let best = -1;
  for (let at = node.value.indexOf(words); at !== -1; at = node.value.indexOf(words, at + 1)) {
    if (best === -1 || Math.abs(at - (mark.start - from)) < Math.abs(best - (mark.start - from))) best = at;
  }
  return best === -1 ? null : [best, best + words.length];
}

function markText(node: Text, source: string, marks: readonly FindingMark[], inLink: boolean) {
  const parts: ElementContent[] = [];
  let end = 0;
  for (const mark of marks) {
    const place = placeIn(node, source, mark);
    if (place === null || place[0] < end) continue;
    const [from, to] = place;
    if (from > end) parts.push({ type: 'text', value: node.value.slice(end, from) });
    parts.push({
      type: 'element',
      tagName: 'mark',
      properties: { dataFinding: mark.finding, ...(inLink ? { dataInLink: true } : {}) },
      children: [{ type: 'text', value: node.value.slice(from, to) }],
    });
    end = to;
  }
  if (parts.length === 0) return [node];
  if (end < node.value.length) parts.push({ type: 'text', value: node.value.slice(end) });
  return parts;
}

function mark(node: ElementContent, source: string, marks: readonly FindingMark[], inLink: boolean) {
  if (node.type === 'text') return markText(node, source, marks, inLink);
  if (node.type === 'element' && !LEFT_AS_WRITTEN.has(node.tagName)) {
    const linked = inLink || node.tagName === 'a';
    node.children = node.children.flatMap((child) => mark(child, source, marks, linked));
  }
  return [node];
}

/**
 * Marks a reply's brand-rule findings, given as stretches of its markdown source, as `<mark
 * data-finding="i">` around the words they cover, wherever the markdown put them (emphasis, lists,
 * tables, link texts: `data-in-link` then, as a link cannot hold a control). It runs after the sanitiser
 * and before the citations (which split text nodes and lose where they came from): the elements it adds
 * are the app's own, never the reply's markup.
 */
export function rehypeFindings(marks: readonly FindingMark[]) {
  // The file is the markdown the tree was parsed from: the text nodes' positions point into it.
  return (tree: Root, file: { value: unknown }) => {
    if (marks.length === 0) return;
    const source = String(file.value);
    tree.children = tree.children.flatMap((child): RootContent[] =>
      child.type === 'doctype' ? [child] : mark(child, source, marks, false),
    );
  };
}
