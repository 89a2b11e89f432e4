/**
 * Which addresses in a reply an exported document follows. A reply shows pictures of the chat's own files
 * by their owner-scoped download address (`/api/users/<owner>/files/<file>/<name>`, see files/present.ts);
 * those are embedded. Every other link stays a link, made absolute, and only when a reader could open it
 * safely (the web app's rule: http, https; here mailto too).
 */

const FILE_PATH = /^\/api\/users\/([^/]+)\/files\/([^/]+)(?:\/[^/]*)?$/;
/** Anything in a text that looks like a file-store address, to know which files to read beforehand. */
const FILE_ADDRESS = /\/api\/users\/([^/\s()<>"'`\]]+)\/files\/([^/\s()<>"'`\]?#]+)/g;
const OPENABLE = new Set(['http:', 'https:', 'mailto:']);

function parse(url: string, origin: string): URL | null {
  try {
    return new URL(url.trim(), `${origin}/`);
  } catch {
    return null;
  }
}

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The id of the owner's stored file `url` points at (relative, or on the app's own origin); else null. */
export function storedFileId(url: string, ownerId: string, origin: string): string | null {
  const parsed = parse(url, origin);
  if (parsed === null || parsed.origin !== new URL(origin).origin) return null;
  const match = FILE_PATH.exec(parsed.pathname);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  return decoded(match[1]) === ownerId ? decoded(match[2]) : null;
}

/** The ids of the owner's files that texts mention, whether or not as pictures; a superset is harmless. */
export function mentionedFileIds(texts: Iterable<string>, ownerId: string): Set<string> {
  const ids = new Set<string>();
  for (const text of texts) {
    if (!text.includes('/files/')) continue;
    for (const match of text.matchAll(FILE_ADDRESS)) {
      const [, owner, file] = match;
      if (owner === undefined || file === undefined || decoded(owner) !== ownerId) continue;
      const id = decoded(file);
      if (id !== null) ids.add(id);
    }
  }
  return ids;
}

/** The absolute address a document may link to, or null (javascript:, data:, an in-page anchor…). */
export function openableLink(url: string, origin: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  const parsed = parse(trimmed, origin);
  return parsed !== null && OPENABLE.has(parsed.protocol) ? parsed.href : null;
}
