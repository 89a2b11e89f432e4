import type { FileRow } from './repo';
import { rasterImageTypes } from './sniff';

/**
 * Types a browser opens without running anything in them. Everything else (HTML, SVG, XML, scripts,
 * unknown bytes) goes out as application/octet-stream, so an uploaded page can never execute in the
 * app's origin, even if someone opens its address directly.
 */
const inertDownloadTypes: ReadonlySet<string> = new Set([
  'application/pdf',
  'application/json',
  'application/zip',
  'text/plain',
  'text/csv',
  'text/markdown',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
]);

/** `filename` for old clients (ASCII, quoted) and `filename*` per RFC 5987 for the real name. */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Documents a browser shows in a tab of its own, asked for `inline`: read there, never run. Markdown is
 * text to the browser; the app's viewer renders it through its sanitised renderer.
 */
const viewableTypes: ReadonlySet<string> = new Set([
  'application/pdf',
  'text/plain',
  'text/markdown',
  ...rasterImageTypes,
]);

/** How a file is asked for: to be saved (the default), or to be shown where the browser can. */
export type Disposition = 'inline' | 'attachment';

/**
 * The headers a stored file or a cited document is served with: raster images inline always, PDF and
 * plain text or markdown inline when asked to be shown, everything else as an attachment, nothing ever
 * sniffed or scripted (an inline answer is sandboxed with no sources of its own). `private, no-cache`: a
 * browser may keep the bytes but asks the server before each use, so a reader whose share was revoked,
 * or who lost the team, cannot replay them from the cache.
 */
export function downloadHeaders(
  file: Pick<FileRow, 'name' | 'mime' | 'kind'>,
  disposition: Disposition = 'attachment',
): Record<string, string> {
  const inline =
    (file.kind === 'image' && rasterImageTypes.has(file.mime)) ||
    (disposition === 'inline' && viewableTypes.has(file.mime));
  const type = inline || inertDownloadTypes.has(file.mime) ? file.mime : 'application/octet-stream';
  return {
    'content-type': type.startsWith('text/') || type === 'application/json' ? `${type}; charset=utf-8` : type,
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', file.name),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-cache',
  };
}
