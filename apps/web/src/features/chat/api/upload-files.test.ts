import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isUploadCancelled, uploadFiles } from '@/features/chat/api/upload-files';
import { ApiError } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { createStoredUser, getStoredUser, setStoredUser } from '@/lib/storage/stored-user';
import { FakeXhr } from '@/testing/fake-xhr';
import { createStoredFile } from '@/testing/files';
import { tokenExpiringIn } from '@/testing/tokens';

const token = tokenExpiringIn(3600, Date.now(), 'u1');
const target = {
  userId: 'u1',
  chatId: 'chat-1',
  appName: 'coandco_agent',
  customerId: 'customer-1',
  customerName: 'Northwind Coffee',
};
const pdf = () => new File(['%PDF-1.4 brief'], 'brief.pdf', { type: 'application/pdf' });

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setStoredUser(createStoredUser({ id: 'u1', email: 'ana@brief.test', access_token: token }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('uploadFiles (POST /users/:userId/files)', () => {
  it('sends the chat fields and the file with the bearer, reports progress and answers the stored file', async () => {
    const progress: number[] = [];
    const uploading = uploadFiles(target, [pdf()], { onProgress: (fraction) => progress.push(fraction) });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const request = FakeXhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/users/u1/files');
    expect(request.headers.Authorization).toBe(`Bearer ${token}`);
    expect(request.body?.get('sessionId')).toBe('chat-1');
    expect(request.body?.get('app_name')).toBe('coandco_agent');
    expect(request.body?.get('customerId')).toBe('customer-1');
    expect(request.body?.get('customerName')).toBe('Northwind Coffee');
    const sentFile = request.body?.get('file');
    expect(sentFile instanceof File ? sentFile.name : null).toBe('brief.pdf');

    request.progress(256, 1024);
    request.progress(1024, 1024);
    const stored = createStoredFile();
    request.respond(201, { files: [stored] });
    await expect(uploading).resolves.toEqual([stored]);
    expect(progress).toEqual([0.25, 1]);
  });

  it('is cancelled by its signal: the request is aborted and the promise says so', async () => {
    const controller = new AbortController();
    const uploading = uploadFiles(target, [pdf()], { signal: controller.signal });
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.last().progress(100, 1024);
    controller.abort();
    expect(FakeXhr.last().aborted).toBe(true);
    const error: unknown = await uploading.catch((reason: unknown) => reason);
    expect(isUploadCancelled(error)).toBe(true);
  });

  it("rejects a file past the server's limit with the server's message (413)", async () => {
    const uploading = uploadFiles(target, [pdf()]);
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.last().respond(413, {
      error: { code: 'payload_too_large', message: 'A file may be at most 10 MB' },
    });
    const error: unknown = await uploading.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error instanceof ApiError && [error.status, error.serverMessage]).toEqual([
      413,
      'A file may be at most 10 MB',
    ]);
  });

  it("rejects an upload past the day's limit with the wait the server asked for (429)", async () => {
    const uploading = uploadFiles(target, [pdf()]);
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const message =
      'This upload would go over your upload limit of 500 MB a day (2 MB left). Try again in 5 hours.';
    FakeXhr.last().respond(429, { error: { code: 'rate_limited', message } }, { 'Retry-After': '18000' });
    const error: unknown = await uploading.catch((reason: unknown) => reason);
    expect(
      error instanceof ApiError && [error.status, error.code, error.serverMessage, error.retryAfterSeconds],
    ).toEqual([429, 'rate_limited', message, 18_000]);
  });

  it('renews the token after a 401 and sends the upload once more with the new one', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const renewed = tokenExpiringIn(7200, Date.now(), 'u1');
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(
        Response.json({ success: true, access_token: renewed, expires_at: '2030-01-01T00:00:00.000Z' }),
      );
    const uploading = uploadFiles(target, [pdf()]);
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.last().respond(401, { error: { code: 'unauthorized', message: 'Token expired' } });

    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(fetch).toHaveBeenCalledWith('/api/renew-token', expect.objectContaining({ method: 'POST' }));
    expect(FakeXhr.last().headers.Authorization).toBe(`Bearer ${renewed}`);
    expect(getStoredUser()?.access_token).toBe(renewed);
    FakeXhr.last().respond(201, { files: [createStoredFile()] });
    await expect(uploading).resolves.toHaveLength(1);
  });

  it('fails plainly when the server cannot be reached', async () => {
    const uploading = uploadFiles(target, [pdf()]);
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.last().fail();
    await expect(uploading).rejects.toThrow('The upload could not reach the server');
  });
});
