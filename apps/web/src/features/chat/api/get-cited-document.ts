import { queryOptions, useQuery } from '@tanstack/react-query';
import { documentView, type DocumentView } from '@/features/chat/utils/document-opening';
import { apiClient } from '@/lib/api-client';
import { fileNameOf } from '@/lib/export-download';

/** A cited document as the viewer shows it: a PDF or picture by its object URL, text as text. */
export interface CitedDocumentFile {
  view: DocumentView;
  /** The name the server gave, else the one the viewer was opened with. */
  name: string;
  objectUrl: string | null;
  text: string | null;
}

/** The address that asks the server to show the document (inline) where a browser can. */
export const shownDocumentPath = (path: string) => `${path}?disposition=inline`;

/**
 * A cited document, asked to be shown. A PDF or picture gets an object URL of its own inert type (the
 * server sent nothing else inline); markdown and text are read as text, which the viewer renders as
 * such; anything else the server sends as an attachment, which the viewer offers to download.
 */
export async function getCitedDocument(
  path: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<CitedDocumentFile> {
  const response = await apiClient.requestResponse(shownDocumentPath(path), { signal });
  const disposition = response.headers.get('content-disposition');
  const view = documentView(response.headers.get('content-type'), disposition);
  const name = fileNameOf(disposition, fallbackName);
  if (view === 'markdown' || view === 'text')
    return { view, name, objectUrl: null, text: await response.text() };
  if (view === 'download') {
    await response.body?.cancel();
    return { view, name, objectUrl: null, text: null };
  }
  const blob = await response.blob();
  const type = view === 'pdf' ? 'application/pdf' : blob.type;
  return { view, name, objectUrl: URL.createObjectURL(new Blob([blob], { type })), text: null };
}

/**
 * Whether the document opens for this reader, without its bytes: rejects with the ApiError of a
 * refusal (404 for a document deleted, or of a team the reader does not have).
 */
export async function checkCitedDocument(path: string): Promise<void> {
  const response = await apiClient.requestResponse(shownDocumentPath(path));
  await response.body?.cancel();
}

export const citedDocumentQueryOptions = (path: string, fallbackName: string) =>
  queryOptions({
    queryKey: ['cited-document', path] as const,
    queryFn: ({ signal }) => getCitedDocument(path, fallbackName, signal),
    staleTime: Infinity,
    // The viewer revokes the object URL when it goes; a later visit fetches the document again.
    gcTime: 0,
    retry: false,
  });

export function useCitedDocument(path: string, fallbackName: string) {
  return useQuery(citedDocumentQueryOptions(path, fallbackName));
}
