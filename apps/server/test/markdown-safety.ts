import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** What a CommonMark + GFM reader of an exported `.md` would render as markup rather than text. */
export type MarkdownDangers = {
  /** Raw HTML, which such a reader may render. */
  html: string[];
  /** Addresses of links, pictures and definitions that are not http, https or mailto. */
  addresses: string[];
  /** Every address that is live, dangerous or not. */
  live: string[];
};

const reader = unified().use(remarkParse).use(remarkGfm);
const SAFE = /^(?:https?|mailto):/i;

/** Reads `markdown` as CommonMark + GFM and lists what it would render live. */
export function markdownDangers(markdown: string): MarkdownDangers {
  const found: MarkdownDangers = { html: [], addresses: [], live: [] };
  const visit = (node: Nodes) => {
    if (node.type === 'html') found.html.push(node.value);
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      found.live.push(node.url);
      if (!SAFE.test(node.url)) found.addresses.push(node.url);
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(reader.parse(markdown));
  return found;
}

/** Text in which a document's name, title or customer tries every trick a Markdown reader falls for. */
export const HOSTILE_NAME =
  '[x](javascript:alert(1)).md\n# Hijacked <script>alert(2)</script> <img src=x onerror=alert(3)>';

/** A reply that holds every kind of live HTML and dangerous link. */
export const HOSTILE_REPLY = [
  '<script>alert(1)</script>',
  '',
  'Hola <img src=x onerror=alert(1)> y <a href="javascript:alert(2)">enlace</a>.',
  '',
  '[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
  '[vb](vbscript:msgbox(1)) [file](file:///etc/passwd) [rel](/api/users/u/files/f/x.png) [ok](https://example.com)',
  '[mail](mailto:nora@example.com) [anchor](#top) <javascript:alert(3)> <https://example.com/auto>',
  '',
  '![pic](javascript:alert(4)) ![data](data:image/png;base64,AAAA) ![web](https://example.com/a.png)',
  '',
  '[ref][1] ![img ref][2]',
  '',
  '[1]: javascript:alert(5)',
  '[2]: data:image/svg+xml,<svg onload=alert(6)>',
  '',
  '<div onclick="alert(7)">',
  '[inside](javascript:alert(8))',
  '</div>',
  '',
  '| <b>cell</b> | [l](vbscript:x) |',
  '|---|---|',
  '| <iframe src="javascript:alert(9)"></iframe> | ok |',
  '',
  '> <style>body{display:none}</style>',
  '> - [q](javascript:alert(10))',
  '',
  '<!-- hidden --> <?php echo 1; ?> <![CDATA[x]]>',
].join('\n');
