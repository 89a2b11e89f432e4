import { knowledgePaths, type MessageSource } from '@brief/contract/knowledge';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MessageItem, type MessageActions } from '@/features/chat/components/message-item';
import { toClientMessage, type ClientMessage } from '@/features/chat/utils/chat-message';
import { showLanguage } from '@/i18n/core';
import { ApiError, apiClient } from '@/lib/api-client';

const brandGuide: MessageSource = {
  n: 1,
  documentId: 'doc-brand',
  documentName: 'Brand guide.pdf',
  location: 'page 3',
  locator: { kind: 'page', page: 3 },
  snippet: 'Tone: warm, never <b>pushy</b>.\nAlways say “we”.',
};
const plan: MessageSource = {
  n: 2,
  documentId: 'doc-plan',
  documentName: 'Q3 plan.xlsx',
  location: 'sheet Q3, rows 2–41',
  locator: { kind: 'rows', sheet: 'Q3', from: 2, to: 41 },
  snippet: 'Budget | 40,000',
};

const reply: ClientMessage = {
  id: 'm-2',
  role: 'assistant',
  content: 'Keep it warm [1] and spend on Q3 [2]. See also [3].\n\n`[1]` in code stays.',
  timestamp: '2025-01-05T15:04:00.000Z',
  sources: [brandGuide, plan],
};

const actions: MessageActions = {
  onCopy: () => undefined,
  onStartEdit: () => undefined,
  onCancelEdit: () => undefined,
  onSubmitEdit: () => undefined,
  onSave: () => undefined,
  documentPathOf: (documentId) => knowledgePaths.chatDocument('u1', 'c1', documentId),
  documentViewOf: (documentId) => `/chats/c1/documents/${documentId}`,
};

/** The documents the server has for the reader: the rest were deleted (or are of another team). */
const STORED: Record<string, string> = { 'doc-brand': 'Brand guide.pdf', 'doc-brief': 'Brief.docx' };

let requests: MockInstance<typeof apiClient.requestResponse>;
let downloads: string[];
beforeEach(() => {
  downloads = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:brief/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  // The brand guide is there; the plan was deleted (or is of a team the reader does not have).
  requests = vi.spyOn(apiClient, 'requestResponse').mockImplementation((path: string) => {
    const name = Object.entries(STORED).find(([id]) =>
      path.startsWith(knowledgePaths.chatDocument('u1', 'c1', id)),
    )?.[1];
    return name === undefined
      ? Promise.reject(new ApiError(404, 'not_found', 'Document not found'))
      : Promise.resolve(
          new Response('%PDF', {
            headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` },
          }),
        );
  });
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await showLanguage('en');
});

const sourceTexts = () =>
  within(screen.getByTestId('message-sources'))
    .getAllByTestId('message-source')
    .map((item) => item.textContent);

describe("a reply's sources", () => {
  it('are listed under the reply with their document and place', () => {
    const stored = toClientMessage({
      id: 'm-2',
      role: 'assistant',
      content: reply.content,
      text: reply.content,
      timestamp: reply.timestamp,
      attachments: [],
      status: 'done',
      sources: [brandGuide, plan],
    });
    render(<MessageItem message={stored} actions={actions} />);
    expect(screen.getByText('Sources')).toBeTruthy();
    expect(sourceTexts()).toEqual(['1 · Brand guide.pdf — page 3', '2 · Q3 plan.xlsx — sheet Q3, rows 2–41']);
    expect(screen.getAllByTestId('message-source').map((item) => item.dataset.sourceN)).toEqual(['1', '2']);
  });

  it('are listed in Spanish for a Spanish reader', async () => {
    await showLanguage('es');
    render(<MessageItem message={reply} actions={actions} />);
    expect(screen.getByText('Fuentes')).toBeTruthy();
    expect(sourceTexts()).toEqual([
      '1 · Brand guide.pdf — página 3',
      '2 · Q3 plan.xlsx — hoja Q3, filas 2–41',
    ]);
  });

  it('are not shown for a reply without any, whose markers stay text', () => {
    render(<MessageItem message={{ ...reply, sources: undefined }} actions={actions} />);
    expect(screen.queryByTestId('message-sources')).toBeNull();
    expect(screen.queryByTestId('citation')).toBeNull();
    expect(screen.getByText(/Keep it warm \[1\] and spend/)).toBeTruthy();
  });

  it('open a dialog with the passage as plain text, its line breaks kept', async () => {
    render(<MessageItem message={reply} actions={actions} />);
    await userEvent.setup().click(screen.getAllByTestId('message-source')[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Brand guide.pdf' });
    expect(within(dialog).getByText('page 3')).toBeTruthy();
    const passage = within(dialog).getByTestId('source-passage');
    expect(passage.textContent).toBe('Tone: warm, never <b>pushy</b>.\nAlways say “we”.');
    expect(passage.querySelector('b')).toBeNull();
    expect(passage.className).toContain('whitespace-pre-wrap');
  });
});

describe("a reply's citations", () => {
  it('turn the markers of its sources into chips; other markers and code stay text', async () => {
    render(<MessageItem message={reply} actions={actions} />);
    // The markdown renderer loads with the first reply shown.
    const chips = await screen.findAllByTestId('citation');
    expect(chips.map((chip) => chip.textContent)).toEqual(['1', '2']);
    expect(chips[0]?.getAttribute('aria-label')).toBe('Source 1: Brand guide.pdf');
    expect(screen.getByTestId('reply-text').textContent).toContain('See also [3].');
    expect(screen.getByTestId('reply-text').querySelector('code')?.textContent).toBe('[1]');
  });

  it('open the passage they cite', async () => {
    render(<MessageItem message={reply} actions={actions} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Source 2: Q3 plan.xlsx' }));
    const dialog = screen.getByRole('dialog', { name: 'Q3 plan.xlsx' });
    expect(within(dialog).getByText('sheet Q3, rows 2–41')).toBeTruthy();
    expect(within(dialog).getByTestId('source-passage').textContent).toBe('Budget | 40,000');
  });
});

describe('Open document', () => {
  let tabs: MockInstance<typeof window.open>;
  beforeEach(() => {
    tabs = vi.spyOn(window, 'open').mockImplementation(() => ({ opener: window }) as unknown as Window);
  });
  const brief: MessageSource = { ...plan, n: 3, documentId: 'doc-brief', documentName: 'Brief.docx' };

  it('opens a PDF in the viewer tab once the server says the reader may open it', async () => {
    render(<MessageItem message={reply} actions={actions} />);
    const user = userEvent.setup();
    await user.click((await screen.findAllByTestId('citation'))[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Open document' }));
    await waitFor(() => expect(tabs).toHaveBeenCalledWith('/chats/c1/documents/doc-brand', '_blank'));
    expect(requests).toHaveBeenCalledWith(
      `${knowledgePaths.chatDocument('u1', 'c1', 'doc-brand')}?disposition=inline`,
    );
    expect(downloads).toEqual([]);
    expect(screen.queryByText("This document was deleted or isn't available to you.")).toBeNull();
  });

  it('downloads what a browser cannot show, with the bearer, under its name', async () => {
    render(<MessageItem message={{ ...reply, sources: [brandGuide, plan, brief] }} actions={actions} />);
    const user = userEvent.setup();
    await user.click(screen.getAllByTestId('message-source')[2] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Download document' }));
    await waitFor(() => expect(downloads).toEqual(['Brief.docx']));
    expect(requests).toHaveBeenCalledWith(knowledgePaths.chatDocument('u1', 'c1', 'doc-brief'));
    expect(tabs).not.toHaveBeenCalled();
  });

  it('says so when the document was deleted or is not the reader’s to open, keeping the passage', async () => {
    render(<MessageItem message={reply} actions={actions} />);
    const user = userEvent.setup();
    await user.click(screen.getAllByTestId('message-source')[1] as HTMLElement);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Download document' }));
    expect(
      await within(dialog).findByText("This document was deleted or isn't available to you."),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download document' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByTestId('source-passage').textContent).toBe('Budget | 40,000');
    expect(downloads).toEqual([]);
  });

  it('opens no tab for a document the reader may not open', async () => {
    const gone: MessageSource = { ...brandGuide, documentId: 'doc-gone' };
    render(<MessageItem message={{ ...reply, sources: [gone, plan] }} actions={actions} />);
    const user = userEvent.setup();
    await user.click(screen.getAllByTestId('message-source')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Open document' }));
    expect(await screen.findByText("This document was deleted or isn't available to you.")).toBeTruthy();
    expect(tabs).not.toHaveBeenCalled();
  });

  it('offers a link when the browser blocks the new tab', async () => {
    tabs.mockReturnValue(null);
    render(<MessageItem message={reply} actions={actions} />);
    const user = userEvent.setup();
    await user.click(screen.getAllByTestId('message-source')[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Open document' }));
    expect(await screen.findByText('Your browser did not let the new tab open.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(
      '/chats/c1/documents/doc-brand',
    );
  });

  it('says so in Spanish too', async () => {
    await act(() => showLanguage('es'));
    render(<MessageItem message={reply} actions={actions} />);
    const user = userEvent.setup();
    await user.click(screen.getAllByTestId('message-source')[0] as HTMLElement);
    expect(screen.getByRole('button', { name: 'Abrir documento' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getAllByTestId('message-source')[1] as HTMLElement);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('hoja Q3, filas 2–41')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Descargar documento' }));
    expect(
      await within(dialog).findByText('Este documento se ha eliminado o no está disponible para ti.'),
    ).toBeTruthy();
  });
});
