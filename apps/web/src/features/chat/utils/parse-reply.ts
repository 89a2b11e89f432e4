import { fileStoreImageUrl } from '@/lib/safe-url';

export interface ReplyImage {
  url: string;
  alt: string;
}

/** An assistant reply taken apart: the text to render, its images and its follow-ups. */
export interface ParsedReply {
  text: string;
  images: ReplyImage[];
  /** Items of a 'Suggestions:' / 'Sugerencias:' block: the chips under the reply. */
  suggestions: string[];
  /** Items of a 'Related:' block. */
  related: string[];
}

const BLOCK_HEADING =
  /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*(suggestions|sugerencias|related)\s*:?\s*(?:\*\*|__)?\s*:?\s*$/i;
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+(.*\S)\s*$/;
const FENCE = /^\s*(?:```|~~~)/;
const IMAGEN_PREFIX = /^(\s*(?:[-*+]\s+)?)(?:\*\*|__)?\s*Imagen\s+\d+\s*:\s*(?:\*\*|__)?\s*/i;
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const MARKDOWN_LINK = /\[([^\]]*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const BARE_URL = /(?<![\w/.])(?:https?:\/\/|\/api\/)[^\s<>()"'`]+/g;

/** "**Do this**" or "“Do this”" → "Do this". */
function cleanItem(item: string): string {
  return item
    .replace(/^(?:\*\*|__)(.*)(?:\*\*|__)$/, '$1')
    .replace(/^["“”'](.*)["“”']$/, '$1')
    .trim();
}

/** Takes file-store image links out of one line of text, collecting them in `images`. */
function extractImages(line: string, origin: string, images: ReplyImage[]): string {
  const take = (whole: string, alt: string, url: string) => {
    const src = fileStoreImageUrl(url, origin);
    if (src === null) return whole;
    if (!images.some((image) => image.url === src)) images.push({ url: src, alt: alt.trim() });
    return '';
  };
  return line
    .replace(MARKDOWN_IMAGE, (whole, alt: string, url: string) => take(whole, alt, url))
    .replace(MARKDOWN_LINK, (whole, alt: string, url: string) => take(whole, alt, url))
    .replace(BARE_URL, (url: string) => {
      // A sentence's full stop or comma is not part of the address.
      const trimmed = url.replace(/[.,;:!?]+$/, '');
      return take(trimmed, '', trimmed) === '' ? url.slice(trimmed.length) : url;
    });
}

/**
 * File-store image links (png, jpg, jpeg, gif, webp) come out as images; blocks
 * headed Suggestions, Sugerencias or Related come out as lists; 'Imagen N:' prefixes are dropped.
 * Code blocks are left as they are. `origin` is the page's, for same-origin file links.
 */
export function parseReply(content: string, origin: string): ParsedReply {
  const lines = content.split(/\r?\n/);
  const kept: string[] = [];
  const images: ReplyImage[] = [];
  const suggestions: string[] = [];
  const related: string[] = [];
  let inFence = false;

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence || FENCE.test(line)) {
      kept.push(line);
      continue;
    }

    const heading = BLOCK_HEADING.exec(line);
    if (heading) {
      const items: string[] = [];
      let next = index + 1;
      for (; next < lines.length; next += 1) {
        const candidate = lines[next] ?? '';
        const item = LIST_ITEM.exec(candidate);
        if (item?.[1]) items.push(cleanItem(item[1]));
        else if (candidate.trim() !== '') break;
      }
      if (items.length > 0) {
        const target = heading[1]?.toLowerCase() === 'related' ? related : suggestions;
        for (const item of items) if (item !== '' && !target.includes(item)) target.push(item);
        index = next - 1;
        continue;
      }
    }

    const withoutImages = extractImages(line, origin, images);
    const withoutPrefix = withoutImages.replace(IMAGEN_PREFIX, '$1');
    // A line that only held an image (or its 'Imagen N:' label) goes away entirely.
    if (withoutPrefix !== line && /^\s*(?:[-*+]\s*)?$/.test(withoutPrefix)) continue;
    kept.push(withoutPrefix === line ? line : withoutPrefix.replace(/\s+$/, ''));
  }

  const text = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, images, suggestions, related };
}

/**
 * A reply as the reader sees it, as markdown: its text without the follow-up blocks, and its images
 * after it (as image links). What a bookmark keeps; the content itself when nothing else is left.
 */
export function replyAsShown(content: string, origin: string): string {
  const { text, images } = parseReply(content, origin);
  const pictures = images.map(
    ({ url, alt }) => `![${(alt || 'Image').replace(/[[\]\\]/g, '\\$&')}](<${url}>)`,
  );
  return [text, ...pictures].filter((part) => part !== '').join('\n\n') || content;
}
