import type { MessageAttachment } from '@brief/contract/files';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MessageItem, type MessageActions } from '@/features/chat/components/message-item';
import { ReplyImages } from '@/features/chat/components/reply-images';
import { ApiError, apiClient } from '@/lib/api-client';
import { createStoredFile } from '@/testing/files';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

const actions: MessageActions = {
  onCopy: () => undefined,
  onStartEdit: () => undefined,
  onCancelEdit: () => undefined,
  onSubmitEdit: () => undefined,
  onSave: () => undefined,
};

const attachmentOf = (fields: Parameters<typeof createStoredFile>[0]): MessageAttachment => {
  const { id, name, size, type, kind, url } = createStoredFile(fields);
  return { id, name, size, type, kind, url };
};
const logo = attachmentOf({ id: 'f-logo', name: 'logo.png', type: 'image/png', kind: 'image', size: 5120 });
const brief = attachmentOf({ id: 'f-brief', name: 'brief.pdf', size: 2048 });
const drawing = attachmentOf({ id: 'f-svg', name: 'drawing.svg', type: 'image/svg+xml', kind: 'image' });

/** Object URLs made, with the type of the blob each one shows. */
let objectUrls: { url: string; type: string }[];
let requests: MockInstance<typeof apiClient.requestResponse>;
beforeEach(() => {
  objectUrls = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:brief/${objectUrls.length + 1}`;
    objectUrls.push({ url, type: blob instanceof Blob ? blob.type : '' });
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  // The file store answers each file with its type; unknown ids are 404.
  requests = vi.spyOn(apiClient, 'requestResponse').mockImplementation((path: string) => {
    const file = [logo, brief, drawing].find((candidate) => candidate.url === path);
    if (!file) return Promise.reject(new ApiError(404, 'not_found', 'File not found'));
    return Promise.resolve(new Response('bytes', { headers: { 'Content-Type': file.type } }));
  });
});
afterEach(cleanup);

function show(children: ReactNode) {
  const Wrapper = queryWrapper(createTestQueryClient());
  return render(<Wrapper>{children}</Wrapper>);
}

describe('message attachments: messages show their files', () => {
  it('shows an image as a thumbnail fetched with the bearer, opening in a new tab', async () => {
    show(
      <MessageItem
        message={{
          id: 'm-1',
          role: 'user',
          content: 'Analiza y describe la imagen',
          timestamp: '2025-01-05T15:04:00.000Z',
          attachments: [logo, brief],
        }}
        actions={actions}
      />,
    );
    const thumbnail = await screen.findByRole('img', { name: 'logo.png' });
    expect(requests).toHaveBeenCalledWith(logo.url, expect.anything());
    expect(thumbnail.getAttribute('src')).toBe('blob:brief/1');
    const link = thumbnail.closest('a');
    expect([link?.getAttribute('href'), link?.getAttribute('target')]).toEqual(['blob:brief/1', '_blank']);
    expect(objectUrls[0]?.type).toBe('image/png');

    const chip = screen.getByTestId('message-attachment');
    expect(chip.textContent).toBe('brief.pdf2 KB');
    expect(within(chip).getByRole('button', { name: 'Download brief.pdf' })).toBeTruthy();
    // Only the image is fetched to be shown; the other file waits for its download.
    expect(requests).toHaveBeenCalledTimes(1);
  });

  it('downloads a file with the bearer as an inert file named as uploaded', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    show(
      <MessageItem
        message={{
          id: 'm-2',
          role: 'assistant',
          content: 'Here is the brief.',
          timestamp: '2025-01-05T15:04:00.000Z',
          attachments: [brief],
        }}
        actions={actions}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download brief.pdf' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:brief/1', download: 'brief.pdf' }]));
    expect(requests).toHaveBeenCalledWith(brief.url, expect.anything());
    expect(objectUrls[0]?.type).toBe('application/octet-stream');
  });

  it("says why a file's text was not read, under its name and size", () => {
    const bomb = {
      ...attachmentOf({ id: 'f-bomb', name: 'quarterly.docx', kind: 'binary', size: 640_000 }),
      notice: 'Its text was not read: it unpacks to more than 50 MB.',
    };
    show(<MessageItem message={{ ...baseUser(), attachments: [bomb, brief] }} actions={actions} />);
    const [withNotice, plain] = screen.getAllByTestId('message-attachment');
    expect(withNotice?.textContent).toBe(
      'quarterly.docx625 KBIts text was not read: it unpacks to more than 50 MB.',
    );
    expect(plain?.textContent).toBe('brief.pdf2 KB');
  });

  it('never shows an SVG from an object URL: it is a file to download', () => {
    show(<MessageItem message={{ ...baseUser(), attachments: [drawing] }} actions={actions} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download drawing.svg' })).toBeTruthy();
    expect(requests).not.toHaveBeenCalled();
  });
});

function baseUser() {
  return { id: 'm-3', role: 'user' as const, content: 'A drawing', timestamp: '2025-01-05T15:04:00.000Z' };
}

describe('<ReplyImages> image links', () => {
  it("loads file-store images with the bearer; 'View full image' opens the loaded image", async () => {
    show(<ReplyImages images={[{ url: logo.url, alt: 'Logo' }]} />);
    const image = await screen.findByRole('img', { name: 'Logo' });
    expect(image.getAttribute('src')).toBe('blob:brief/1');
    const full = screen.getByRole('link', { name: 'View full image' });
    expect([full.getAttribute('href'), full.getAttribute('target')]).toEqual(['blob:brief/1', '_blank']);
  });

  it("says 'Image unavailable' for a file the store does not have, with nothing to open", async () => {
    show(<ReplyImages images={[{ url: '/api/users/u1/files/missing/hero.png', alt: 'Hero' }]} />);
    expect(await screen.findByText('Image unavailable')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View full image' })).toBeNull();
  });

  it('shows cloud storage images from their own address', () => {
    const url = 'https://storage.googleapis.com/brief/hero.png';
    show(<ReplyImages images={[{ url, alt: 'Hero' }]} />);
    expect(screen.getByRole('img', { name: 'Hero' }).getAttribute('src')).toBe(url);
    expect(screen.getByRole('link', { name: 'View full image' }).getAttribute('href')).toBe(url);
    expect(requests).not.toHaveBeenCalled();
  });
});
