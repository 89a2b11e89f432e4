import type { ElementContent, Root, RootContent } from 'hast';

const MARKER = /\[(\d{1,4})\]/g;

/** Where a `[n]` is not a citation: code, and the text of a link. */
const LEFT_AS_WRITTEN = new Set(['code', 'pre', 'a']);

/** A text's `[n]` markers whose n is cited, as `<sup data-citation="n">`; the rest stays text. */
function citeText(value: string, cited: ReadonlySet<number>): ElementContent[] | null {
  const parts: ElementContent[] = [];
  let end = 0;
  for (const match of value.matchAll(MARKER)) {
    const n = Number(match[1]);
    if (!cited.has(n)) continue;
    if (match.index > end) parts.push({ type: 'text', value: value.slice(end, match.index) });
    parts.push({
      type: 'element',
      tagName: 'sup',
      properties: { dataCitation: n },
      children: [{ type: 'text', value: String(n) }],
    });
    end = match.index + match[0].length;
  }
  if (parts.length === 0) return null;
  if (end < value.length) parts.push({ type: 'text', value: value.slice(end) });
  return parts;
}

function cite(node: ElementContent, cited: ReadonlySet<number>): ElementContent[] {
  if (node.type === 'text') return citeText(node.value, cited) ?? [node];
  if (node.type === 'element' && !LEFT_AS_WRITTEN.has(node.tagName))
    node.children = node.children.flatMap((child) => cite(child, cited));
  return [node];
}

/**
 * Turns a reply's `[n]` markers into citation elements for the sources it has. It runs after the
 * sanitiser: the elements it adds are the app's own, never the reply's markup.
 */
export function rehypeCitations(cited: ReadonlySet<number>) {
  return (tree: Root) => {
    if (cited.size === 0) return;
    tree.children = tree.children.flatMap((child): RootContent[] =>
      child.type === 'doctype' ? [child] : cite(child, cited),
    );
  };
}
