/**
 * A reply's markdown as the Markdown export writes it: only what the web view renders. The web app shows
 * raw HTML as text and opens only http, https and mailto links; a `.md` file goes on to other readers
 * (notes apps, previews, converters) that may render HTML and follow any link, so the reply is read into
 * its syntax tree, made safe there, and written back:
 * - raw HTML (`<script>`, `<img onerror=…>`) becomes text, which the writer escapes;
 * - links and pictures keep their address only when it is http, https or mailto (made absolute against
 *   the app's address, so the app's own files open from the file); any other link keeps its text and
 *   any other picture its description;
 * - reference links are resolved and their definitions dropped, so no definition carries an address on.
 * Writing the tree back escapes whatever text would otherwise read as markup.
 */
import type { Definition, PhrasingContent, Root, RootContent, Text } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { openableLink } from './links';
import { definitionsOf, isOrdinary, readMarkdown } from './read-markdown';

const writer = unified()
  // Cells are not padded to a common width: a wide table would otherwise grow by its widest cell per row.
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: '-', rule: '-', fences: true, listItemIndent: 'one' })
  .freeze();

type Context = { origin: string; definitions: Map<string, Definition> };

const text = (value: string): Text => ({ type: 'text', value });

function safePhrasing(nodes: readonly PhrasingContent[], context: Context): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const add = (items: readonly PhrasingContent[]) => {
    for (const item of items) out.push(item);
  };
  for (const node of nodes) {
    switch (node.type) {
      case 'html':
        out.push(text(node.value));
        break;
      case 'emphasis':
      case 'strong':
      case 'delete':
        out.push({ ...node, children: safePhrasing(node.children, context) });
        break;
      case 'link': {
        const url = openableLink(node.url, context.origin);
        const children = safePhrasing(node.children, context);
        if (url === null) add(children);
        else out.push({ ...node, url, children });
        break;
      }
      case 'linkReference': {
        const definition = context.definitions.get(node.identifier);
        const url = definition === undefined ? null : openableLink(definition.url, context.origin);
        const children = safePhrasing(node.children, context);
        if (url === null) add(children);
        else out.push({ type: 'link', url, title: definition?.title ?? null, children });
        break;
      }
      case 'image':
      case 'imageReference': {
        const definition = node.type === 'image' ? node : context.definitions.get(node.identifier);
        const url = definition === undefined ? null : openableLink(definition.url, context.origin);
        const alt = node.alt ?? '';
        if (url !== null) out.push({ type: 'image', url, alt, title: definition?.title ?? null });
        else if (alt !== '') out.push(text(alt));
        break;
      }
      default:
        // Text, code, breaks and footnote calls carry no address and no markup of their own.
        out.push(node);
    }
  }
  return out;
}

function safeFlow(nodes: readonly RootContent[], context: Context): RootContent[] {
  return nodes.flatMap((node): RootContent[] => {
    switch (node.type) {
      case 'html':
        return node.value.trim() === '' ? [] : [{ type: 'paragraph', children: [text(node.value)] }];
      case 'definition':
        return [];
      case 'paragraph':
      case 'heading':
        return [{ ...node, children: safePhrasing(node.children, context) }];
      case 'blockquote':
      case 'footnoteDefinition':
        return [{ ...node, children: safeFlow(node.children, context) as typeof node.children }];
      case 'list':
        return [
          {
            ...node,
            children: node.children.map((item) => ({
              ...item,
              children: safeFlow(item.children, context) as typeof item.children,
            })),
          },
        ];
      case 'table':
        return [
          {
            ...node,
            children: node.children.map((row) => ({
              ...row,
              children: row.children.map((cell) => ({
                ...cell,
                children: safePhrasing(cell.children, context),
              })),
            })),
          },
        ];
      default:
        return [node];
    }
  });
}

/** The reply as markdown that renders what the web view shows, and nothing it would not. */
export function safeMarkdown(markdown: string, origin: string): string {
  // Without `<` a reply has no HTML and no autolink, without `[` no link, picture or definition: an
  // ordinary one goes in as written, unread (reading is most of this function's time).
  if (!/[<[]/.test(markdown) && isOrdinary(markdown)) return markdown.trim();
  const tree = readMarkdown(markdown);
  const safe: Root = {
    type: 'root',
    children: safeFlow(tree.children, { origin, definitions: definitionsOf(tree) }),
  };
  return writer.stringify(safe).trimEnd();
}
