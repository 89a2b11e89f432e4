import { MAX_FILES_PER_UPLOAD, type StoredFile } from '@brief/contract/files';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isUploadCancelled, uploadFiles, type UploadTarget } from '@/features/chat/api/upload-files';
import { formatFileSize } from '@/features/chat/utils/file-size';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { chatMore } from '@/features/chat/i18n/en';

/** A file in the composer: uploading (with its progress), uploaded and ready to send, or failed. */
export interface ComposerAttachment {
  key: string;
  /** The chat the file is uploaded into; the composer shows the open chat's files only. */
  chatId: string;
  file: File;
  status: 'uploading' | 'uploaded' | 'failed';
  /** Share of the file sent, 0 to 1. */
  progress: number;
  stored: StoredFile | null;
  /** Why the upload failed, when the server said. */
  error: string | null;
  target: UploadTarget;
}

const uploadFailed = () =>
  toast({
    variant: 'destructive',
    title: chatMore.get().uploadError,
    description: chatMore.get().failedToUploadTheFile,
  });

const listNames = (files: readonly File[]) => files.map((file) => `'${file.name}'`).join(', ');

let nextKey = 0;

/**
 * The files attached in the composer (Attach, a drop or a paste): each uploads on its own with
 * its progress; removing one cancels its upload; a failed one stays to be retried. Files past
 * `uploadMaxMb` are refused before any upload; `prepare` checks the user and the chat (starting a
 * browser-only chat on the server) and says where the files go.
 */
export function useChatAttachments({
  chatId,
  uploadMaxMb,
  prepare,
}: {
  chatId: string | null;
  uploadMaxMb: number | null;
  prepare: () => Promise<UploadTarget | null>;
}) {
  const [all, setAll] = useState<readonly ComposerAttachment[]>([]);
  // The list as of the last change, for reads in the same event as a change (take, then send).
  const latest = useRef(all);
  const uploads = useRef(new Map<string, AbortController>());

  const update = useCallback(
    (change: (items: readonly ComposerAttachment[]) => readonly ComposerAttachment[]) => {
      latest.current = change(latest.current);
      setAll(latest.current);
    },
    [],
  );
  const patch = useCallback(
    (key: string, fields: Partial<ComposerAttachment>) =>
      update((items) => items.map((item) => (item.key === key ? { ...item, ...fields } : item))),
    [update],
  );

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const start = useCallback(
    (item: ComposerAttachment) => {
      const controller = new AbortController();
      uploads.current.set(item.key, controller);
      uploadFiles(item.target, [item.file], {
        signal: controller.signal,
        onProgress: (progress) => patch(item.key, { progress }),
      })
        .then(([stored]) => {
          if (!stored) throw new Error('The upload answered without the file');
          patch(item.key, { status: 'uploaded', progress: 1, stored });
        })
        .catch((error: unknown) => {
          if (isUploadCancelled(error)) return;
          logger.error('Uploading the file failed', error);
          patch(item.key, {
            status: 'failed',
            error: error instanceof ApiError ? error.serverMessage : null,
          });
          uploadFailed();
        })
        .finally(() => {
          if (uploads.current.get(item.key) === controller) uploads.current.delete(item.key);
        });
    },
    [patch],
  );

  const attach = useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const limit = uploadMaxMb === null ? Infinity : uploadMaxMb * 1024 * 1024;
      const tooLarge = files.filter((file) => file.size > limit);
      if (tooLarge.length > 0) {
        toast({
          variant: 'destructive',
          title: chatMore.get().fileTooLarge,
          description: `${listNames(tooLarge)} ${tooLarge.length === 1 ? 'is' : 'are'} larger than the ${formatFileSize(limit)} upload limit.`,
        });
      }
      const room = MAX_FILES_PER_UPLOAD - latest.current.filter((item) => item.chatId === chatId).length;
      const fitting = files.filter((file) => file.size <= limit);
      if (fitting.length > room) {
        toast({
          variant: 'destructive',
          title: chatMore.get().tooManyFiles,
          description: chatMore.get().aMessageCanCarryUp({ MAX_FILES_PER_UPLOAD }),
        });
      }
      const accepted = fitting.slice(0, Math.max(0, room));
      if (accepted.length === 0) return;

      const target = await prepare();
      if (!target) return;
      const added = accepted.map((file): ComposerAttachment => ({
        key: `attachment-${(nextKey += 1)}`,
        chatId: target.chatId,
        file,
        status: 'uploading',
        progress: 0,
        stored: null,
        error: null,
        target,
      }));
      update((items) => [...items, ...added]);
      for (const item of added) start(item);
    },
    [uploadMaxMb, chatId, prepare, update, start],
  );

  /** Takes a file out: its upload, if running, is cancelled; an uploaded one is simply not sent. */
  const remove = useCallback(
    (key: string) => {
      uploads.current.get(key)?.abort();
      uploads.current.delete(key);
      update((items) => items.filter((item) => item.key !== key));
    },
    [update],
  );

  const retry = useCallback(
    (key: string) => {
      const item = latest.current.find((candidate) => candidate.key === key);
      if (!item || item.status !== 'failed') return;
      const again: ComposerAttachment = { ...item, status: 'uploading', progress: 0, error: null };
      patch(key, again);
      start(again);
    },
    [patch, start],
  );

  /** The open chat's uploaded files, taken out of the composer to go with a message. */
  const take = useCallback((): ComposerAttachment[] => {
    const taken = latest.current.filter((item) => item.chatId === chatId && item.status === 'uploaded');
    if (taken.length > 0) update((items) => items.filter((item) => !taken.includes(item)));
    return taken;
  }, [chatId, update]);

  /** Puts files back after their message could not be sent. */
  const restore = useCallback(
    (items: readonly ComposerAttachment[]) => {
      if (items.length > 0) update((current) => [...items, ...current]);
    },
    [update],
  );

  return {
    items: all.filter((item) => item.chatId === chatId),
    attach,
    remove,
    retry,
    take,
    restore,
  };
}
