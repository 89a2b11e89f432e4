import { exportReaderQuery, type ExportFormat } from '@brief/contract/exports';
import { language } from '@/i18n/core';
import { readerTimeZone } from '@/i18n/format';
import { apiClient } from '@/lib/api-client';

/** The file name the server gave (`filename*` first, then `filename`), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (disposition === null) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed escape: the plain name below
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Asks the server for a file (with the bearer token, so not a plain link) and hands it to the browser
 * as a download under the name the server gave, else `fallbackName`. Rejects with the ApiError of a
 * refusal (404 for a file that is gone).
 */
export async function downloadFrom(path: string, fallbackName: string): Promise<void> {
  const response = await apiClient.requestResponse(path);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has its own copy once it started.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/** The reader's part of an export's address: the language the interface shows and the browser's zone. */
export function exportReader(): string {
  return exportReaderQuery({ lang: language.get(), timeZone: readerTimeZone() });
}

/**
 * Downloads a chat, reply or bookmarks export the server writes in `format`, worded in the language the
 * interface shows (also when it comes from the browser, not the account) with times in the reader's zone.
 */
export function downloadExport(path: string, format: ExportFormat): Promise<void> {
  return downloadFrom(`${path}${exportReader()}`, `Brief export.${format}`);
}
