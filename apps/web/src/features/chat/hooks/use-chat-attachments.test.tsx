import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { MessageAttachment } from '@brief/contract/files';
import type { UploadTarget } from '@/features/chat/api/upload-files';
import { useChatAttachments } from '@/features/chat/hooks/use-chat-attachments';
import * as toasts from '@/hooks/use-toast';
import { logger } from '@/lib/logger';
import { createStoredUser, setStoredUser } from '@/lib/storage/stored-user';
import { FakeXhr } from '@/testing/fake-xhr';
import { createStoredFile } from '@/testing/files';
import { tokenExpiringIn } from '@/testing/tokens';

const target: UploadTarget = { userId: 'u1', chatId: 'chat-1', appName: 'coandco_agent' };
const file = (name: string, bytes = 10, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

let toast: MockInstance<typeof toasts.toast>;
beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setStoredUser(createStoredUser({ id: 'u1', email: 'ana@brief.test', access_token: tokenExpiringIn(3600) }));
  toast = vi
    .spyOn(toasts, 'toast')
    .mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAttachments(prepare: () => Promise<UploadTarget | null> = () => Promise.resolve(target)) {
  const prepared = vi.fn(prepare);
  const hook = renderHook(() => useChatAttachments({ chatId: 'chat-1', uploadMaxMb: 1, prepare: prepared }));
  return { ...hook, prepare: prepared };
}

const statuses = (items: readonly { name: string; status: string }[]) =>
  items.map((item) => `${item.name}: ${item.status}`);

describe('useChatAttachments', () => {
  it('uploads each file on its own with its progress; an uploaded file is ready to send', async () => {
    const { result } = renderAttachments();
    await act(() => result.current.attach([file('brief.pdf'), file('logo.png', 10, 'image/png')]));
    expect(statuses(result.current.items)).toEqual(['brief.pdf: uploading', 'logo.png: uploading']);
    expect(FakeXhr.sent).toHaveLength(2);

    act(() => FakeXhr.sent[0]?.progress(30, 100));
    expect(result.current.items[0]?.progress).toBe(0.3);
    const stored = createStoredFile();
    act(() => FakeXhr.sent[0]?.respond(201, { files: [stored] }));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('uploaded'));
    expect(result.current.items[0]?.stored).toEqual(stored);
    expect(result.current.items[1]?.status).toBe('uploading');
  });

  it('cancels the upload of a file removed while it uploads', async () => {
    const { result } = renderAttachments();
    await act(() => result.current.attach([file('brief.pdf')]));
    const key = result.current.items[0]?.key ?? '';
    act(() => result.current.remove(key));
    expect(FakeXhr.last().aborted).toBe(true);
    expect(result.current.items).toEqual([]);
    expect(toast).not.toHaveBeenCalled();
  });

  it('refuses files past UPLOAD_MAX_MB before any upload, and uploads the others', async () => {
    const { result, prepare } = renderAttachments();
    await act(() => result.current.attach([file('huge.mov', 1024 * 1024 + 1, 'video/quicktime')]));
    expect(prepare).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'File too large',
      description: "'huge.mov' is larger than the 1 MB upload limit.",
    });

    await act(() => result.current.attach([file('huge.mov', 2 * 1024 * 1024), file('notes.txt')]));
    expect(statuses(result.current.items)).toEqual(['notes.txt: uploading']);
  });

  it("toasts 'Upload Error' when an upload fails and keeps the file to retry", async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { result } = renderAttachments();
    await act(() => result.current.attach([file('brief.pdf')]));
    act(() => FakeXhr.last().respond(500, { error: { code: 'internal', message: 'Disk full' } }));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('failed'));
    expect(toast).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Upload Error',
      description: 'Failed to upload the file, please try again',
    });

    act(() => result.current.retry(result.current.items[0]?.key ?? ''));
    expect(result.current.items[0]?.status).toBe('uploading');
    expect(FakeXhr.sent).toHaveLength(2);
    act(() => FakeXhr.last().respond(201, { files: [createStoredFile()] }));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('uploaded'));
  });

  it('adds nothing when there is nowhere to upload to (no user or no chat)', async () => {
    const { result } = renderAttachments(() => Promise.resolve(null));
    await act(() => result.current.attach([file('brief.pdf')]));
    expect(result.current.items).toEqual([]);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('hands over the uploaded files to a message and takes them back if it could not be sent', async () => {
    const { result } = renderAttachments();
    await act(() => result.current.attach([file('brief.pdf'), file('slow.pdf')]));
    act(() => FakeXhr.sent[0]?.respond(201, { files: [createStoredFile()] }));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('uploaded'));

    let taken: ReturnType<typeof result.current.take> = [];
    act(() => {
      taken = result.current.take();
    });
    expect(statuses(taken)).toEqual(['brief.pdf: uploaded']);
    expect(statuses(result.current.items)).toEqual(['slow.pdf: uploading']);
    act(() => result.current.restore(taken));
    expect(statuses(result.current.items)).toEqual(['brief.pdf: uploaded', 'slow.pdf: uploading']);
  });

  it("keeps a chat's uploaded files in its draft and puts them back when the chat opens again", async () => {
    const saved = new Map<string, readonly MessageAttachment[]>();
    const draft = {
      read: (chatId: string) => saved.get(chatId) ?? [],
      save: (chatId: string, files: readonly MessageAttachment[]) => saved.set(chatId, files),
    };
    const first = renderHook(() =>
      useChatAttachments({ chatId: 'chat-1', uploadMaxMb: 1, prepare: () => Promise.resolve(target), draft }),
    );
    await act(() => first.result.current.attach([file('brief.pdf')]));
    expect(saved.get('chat-1')).toBeUndefined();
    const stored = createStoredFile({ id: 'f-brief', name: 'brief.pdf', size: 657 });
    act(() => FakeXhr.last().respond(201, { files: [stored] }));
    await waitFor(() => expect(saved.get('chat-1')).toEqual([stored]));
    first.unmount();

    // The page again (a reload, or back from the library): the chip is back, ready to send.
    const again = renderHook(() =>
      useChatAttachments({ chatId: 'chat-1', uploadMaxMb: 1, prepare: () => Promise.resolve(target), draft }),
    );
    await waitFor(() => expect(statuses(again.result.current.items)).toEqual(['brief.pdf: uploaded']));
    expect(again.result.current.items[0]).toMatchObject({ size: 657, file: null, stored });

    // Removed by hand or taken by a message, it leaves the draft.
    act(() => again.result.current.remove(again.result.current.items[0]?.key ?? ''));
    expect(saved.get('chat-1')).toEqual([]);
  });
});
