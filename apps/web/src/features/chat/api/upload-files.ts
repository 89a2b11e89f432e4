import { uploadResponseSchema, type StoredFile } from '@brief/contract/files';
import { chatPaths } from '@/lib/chats/chat-paths';
import { apiClient, readErrorBody } from '@/lib/api-client';

/** Where uploaded files go: the user's store, tied to one chat. */
export interface UploadTarget {
  userId: string;
  chatId: string;
  appName?: string;
  customerId?: string;
  customerName?: string;
}

export interface UploadOptions {
  /** How much of the request body has gone out, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface UploadAnswer {
  status: number;
  statusText: string;
  body: string;
  /** How long a refused upload should wait (a 429's Retry-After); null when the server said nothing. */
  retryAfter: string | null;
}

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

/** True for the rejection of an upload that was cancelled (its chip removed). */
export function isUploadCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** One POST of the form by XMLHttpRequest: fetch cannot report how much of a body has been sent. */
function postForm(
  path: string,
  token: string,
  form: FormData,
  options: UploadOptions,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.open('POST', path);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        body: xhr.responseText,
        retryAfter: xhr.getResponseHeader('Retry-After'),
      });
    xhr.onerror = () => reject(new Error('The upload could not reach the server'));
    xhr.onabort = () => reject(cancelled());
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    xhr.send(form);
  });
}

/**
 * POST /users/:userId/files: uploads `files` into the user's store for the chat of `target`, with the
 * bearer, renewal and retry after a 401 of every API call. Resolves with the stored files; rejects
 * with an ApiError for a refused upload (413 past UPLOAD_MAX_MB, 429 past the day's UPLOAD_MB_PER_DAY,
 * with its wait) and an AbortError when cancelled.
 */
export async function uploadFiles(
  target: UploadTarget,
  files: readonly File[],
  options: UploadOptions = {},
): Promise<StoredFile[]> {
  const form = new FormData();
  // The fields go ahead of the files, so the server knows the chat before it reads any file.
  form.append('sessionId', target.chatId);
  if (target.appName) form.append('app_name', target.appName);
  if (target.customerId) form.append('customerId', target.customerId);
  if (target.customerName) form.append('customerName', target.customerName);
  for (const file of files) form.append('file', file, file.name);

  const answer = await apiClient.authorized((token) =>
    postForm(chatPaths.files(target.userId), token, form, options),
  );
  if (answer.status < 200 || answer.status > 299) {
    throw await readErrorBody(
      new Response(answer.body || null, {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.retryAfter === null ? {} : { 'Retry-After': answer.retryAfter },
      }),
    );
  }
  return uploadResponseSchema.parse(JSON.parse(answer.body)).files;
}
