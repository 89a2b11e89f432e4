/**
 * How "Open document" opens a cited document: in a viewer tab when a browser shows its kind (PDF, plain
 * text, markdown, pictures), saved as a download otherwise (Word, Excel, CSV, …). Told by the name's
 * extension, before anything is fetched, so the button says which it will do; the server decides again
 * from the stored type when asked to show it, and the viewer offers the download when it says no.
 */
const SHOWN_IN_BROWSER = new Set([
  'pdf',
  'txt',
  'text',
  'md',
  'markdown',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
]);

export type DocumentOpening = 'view' | 'download';

export function documentOpening(name: string): DocumentOpening {
  const extension = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase() ?? '';
  return SHOWN_IN_BROWSER.has(extension) ? 'view' : 'download';
}

/** The viewer's address for a document a chat cites: the reader's own chat, or one shared with them. */
export const documentViewPaths = {
  own: (chatId: string, documentId: string) =>
    `/chats/${encodeURIComponent(chatId)}/documents/${encodeURIComponent(documentId)}`,
  shared: (chatId: string, documentId: string) =>
    `/shared/${encodeURIComponent(chatId)}/documents/${encodeURIComponent(documentId)}`,
} as const;

/** What the viewer shows, from the type the server answered with when asked to show the document. */
export type DocumentView = 'pdf' | 'image' | 'markdown' | 'text' | 'download';

export function documentView(contentType: string | null, disposition: string | null): DocumentView {
  if (!/^\s*inline\b/i.test(disposition ?? '')) return 'download';
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf') return 'pdf';
  if (['image/png', 'image/jpeg', 'image/gif', 'image/webp'].includes(type)) return 'image';
  if (type === 'text/markdown') return 'markdown';
  if (type === 'text/plain') return 'text';
  return 'download';
}
