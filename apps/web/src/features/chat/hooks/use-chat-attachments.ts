import { MAX_FILES_PER_UPLOAD, type MessageAttachment } from '@brief/contract/files';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isUploadCancelled, uploadFiles, type UploadTarget } from '@/features/chat/api/upload-files';
import { isUploadRefusal, uploadRefusalText } from '@/features/chat/utils/refusal-text';
import { chatMore } from '@/features/chat/i18n/en';
import { formatFileSize } from '@/features/chat/utils/file-size';
import { useLatest } from '@/hooks/use-latest';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { logger } from '@/lib/logger';

/** A file in the composer: uploading (with its progress), uploaded and ready to send, or failed. */
export interface ComposerAttachment {
  key: string;
  /** The chat the file is uploaded into; the composer shows the open chat's files only. */
  chatId: string;
  name: string;
  size: number;
  type: string;
  /** The file picked on this page; null for one put back from a draft (it is on the server only). */
  file: File | null;
  status: 'uploading' | 'uploaded' | 'failed';
  /** Share of the file sent, 0 to 1. */
  progress: number;
  stored: MessageAttachment | null;
  /** Why the upload failed, when the server said. */
  error: string | null;
  /** The day's upload limit refused it: what the chip says, with the wait. */
  refusal?: string;
  target: UploadTarget | null;
}

/** Where the uploaded, unsent files of each chat are kept between visits (the chat's draft). */
export interface AttachmentDraft {
  read: (chatId: string) => readonly MessageAttachment[];
  save: (chatId: string, files: readonly MessageAttachment[]) => void;
}

const uploadFailed = (description = chatMore.get().failedToUploadTheFile) =>
  toast({ variant: 'destructive', title: chatMore.get().uploadError, description });

const listNames = (files: readonly File[]) => files.map((file) => `'${file.name}'`).join(', ');

const uploadedOf = (items: readonly ComposerAttachment[], chatId: string): MessageAttachment[] =>
  items.flatMap((item) => (item.chatId === chatId && item.stored ? [item.stored] : []));

const sameFiles = (a: readonly MessageAttachment[], b: readonly MessageAttachment[]) =>
  a.length === b.length && a.every((file, index) => file.id === b[index]?.id);

let nextKey = 0;
const newKey = () => `attachment-${(nextKey += 1)}`;

/** A chip for a file already uploaded (kept in a draft): ready to send. */
const fromStored = (chatId: string, stored: MessageAttachment): ComposerAttachment => ({
  key: newKey(),
  chatId,
  name: stored.name,
  size: stored.size,
  type: stored.type,
  file: null,
  status: 'uploaded',
  progress: 1,
  stored,
  error: null,
  target: null,
});

/**
 * The files attached in the composer (Attach, a drop or a paste): each uploads on its own with its
 * progress; removing one cancels its upload; a failed one stays to be retried. Files past
 * `uploadMaxMb` are refused before any upload; `prepare` checks the user and the chat (starting a
 * browser-only chat on the server) and says where the files go. With a `draft`, a chat's uploaded files
 * are kept there as they change, and come back when the chat is opened again.
 */
export function useChatAttachments({
  chatId,
  uploadMaxMb,
  prepare,
  draft,
}: {
  chatId: string | null;
  uploadMaxMb: number | null;
  prepare: () => Promise<UploadTarget | null>;
  draft?: AttachmentDraft;
}) {
  const [all, setAll] = useState<readonly ComposerAttachment[]>([]);
  // The list as of the last change, for reads in the same event as a change (take, then send).
  const latest = useRef(all);
  const uploads = useRef(new Map<string, AbortController>());
  const draftRef = useLatest(draft);

  const update = useCallback(
    (change: (items: readonly ComposerAttachment[]) => readonly ComposerAttachment[]) => {
      const before = latest.current;
      latest.current = change(before);
      setAll(latest.current);
      const chats = new Set([...before, ...latest.current].map((item) => item.chatId));
      for (const chat of chats) {
        const files = uploadedOf(latest.current, chat);
        if (!sameFiles(uploadedOf(before, chat), files)) draftRef.current?.save(chat, files);
      }
    },
    [draftRef],
  );
  const patch = useCallback(
    (key: string, fields: Partial<ComposerAttachment>) =>
      update((items) => items.map((item) => (item.key === key ? { ...item, ...fields } : item))),
    [update],
  );

  // A chat opened for the first time on this page gets back the files its draft kept (not those the
  // composer already shows).
  const restored = useRef(new Set<string>());
  useEffect(() => {
    if (chatId === null || restored.current.has(chatId)) return;
    restored.current.add(chatId);
    const shown = new Set(uploadedOf(latest.current, chatId).map((file) => file.id));
    const kept = (draftRef.current?.read(chatId) ?? []).filter((file) => !shown.has(file.id));
    if (kept.length === 0) return;
    latest.current = [...latest.current, ...kept.map((stored) => fromStored(chatId, stored))];
    setAll(latest.current);
  }, [chatId, draftRef]);

  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const start = useCallback(
    (item: ComposerAttachment) => {
      const { file, target } = item;
      if (!file || !target) return;
      const controller = new AbortController();
      uploads.current.set(item.key, controller);
      uploadFiles(target, [file], {
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
          const refusal = isUploadRefusal(error) ? uploadRefusalText(error) : undefined;
          patch(item.key, {
            status: 'failed',
            error: error instanceof ApiError ? errorText(error) : null,
            refusal,
          });
          uploadFailed(refusal);
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
        const tooLargeText =
          tooLarge.length === 1 ? chatMore.get().oneFileTooLarge : chatMore.get().filesTooLarge;
        toast({
          variant: 'destructive',
          title: chatMore.get().fileTooLarge,
          description: tooLargeText({ names: listNames(tooLarge), limit: formatFileSize(limit) }),
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
        key: newKey(),
        chatId: target.chatId,
        name: file.name,
        size: file.size,
        type: file.type,
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
      const again: ComposerAttachment = {
        ...item,
        status: 'uploading',
        progress: 0,
        error: null,
        refusal: undefined,
      };
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
