import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentViewer } from '@/features/chat/components/document-viewer';
import { showLanguage } from '@/i18n/core';
import { ApiError, apiClient } from '@/lib/api-client';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

const PATH = '/api/users/u1/chats/c1/documents/d1';

/** The server's answer to the viewer's ask to show the document. */
function answer(body: string, type: string, disposition: string) {
  return vi
    .spyOn(apiClient, 'requestResponse')
    .mockResolvedValue(
      new Response(body, { headers: { 'Content-Type': type, 'Content-Disposition': disposition } }),
    );
}

function view() {
  render(<DocumentViewer path={PATH} fallbackName="d1" />, {
    wrapper: queryWrapper(createTestQueryClient()),
  });
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:brief/doc');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await showLanguage('en');
});

describe('the document viewer', () => {
  it('shows a PDF in the browser’s own viewer, named after the document', async () => {
    const requests = answer(
      '%PDF-1.4',
      'application/pdf',
      `inline; filename="audit.pdf"; filename*=UTF-8''audit.pdf`,
    );
    view();
    await screen.findByRole('heading', { level: 1, name: 'audit.pdf' });
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('blob:brief/doc');
    expect(document.querySelector('iframe')?.getAttribute('title')).toBe('audit.pdf');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('audit.pdf');
    expect(document.title).toBe('audit.pdf');
    expect(requests).toHaveBeenCalledWith(`${PATH}?disposition=inline`, expect.anything());
    expect(screen.getByRole('button', { name: 'Download document' })).toBeTruthy();
  });

  it('renders markdown through the app’s sanitised renderer, never its HTML', async () => {
    answer(
      '# Notes\n\nShip the **landing page**. <img src=x onerror="alert(1)">',
      'text/markdown; charset=utf-8',
      'inline; filename="notes.md"',
    );
    view();
    // The renderer downloads with the first document or reply that needs it.
    expect((await screen.findByText('landing page', {}, { timeout: 5000 })).tagName).toBe('STRONG');
    expect(document.querySelector('img[onerror]')).toBeNull();
  });

  it('shows plain text as written', async () => {
    answer('Opens at 6:45.\n**not bold**', 'text/plain; charset=utf-8', 'inline; filename="hours.txt"');
    view();
    expect((await screen.findByText(/Opens at 6:45/)).textContent).toBe('Opens at 6:45.\n**not bold**');
  });

  it('offers the download of what the server sends as an attachment', async () => {
    answer('PK', 'application/vnd.ms-excel', 'attachment; filename="plan.xlsx"');
    view();
    expect(
      await screen.findByText(
        "Your browser can't show this kind of document. Download it to open it in its own app.",
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Download/ })).toHaveLength(2);
  });

  it('says when the document is not the reader’s to open, in Spanish too', async () => {
    await act(() => showLanguage('es'));
    vi.spyOn(apiClient, 'requestResponse').mockRejectedValue(
      new ApiError(404, 'not_found', 'Document not found'),
    );
    view();
    expect(
      await screen.findByText('Este documento se ha eliminado o no está disponible para ti.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Documento');
  });
});
