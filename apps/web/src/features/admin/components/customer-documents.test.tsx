import { adminPaths, type CustomerDocument } from '@brief/contract/admin-console';
import type { DocumentIndexProgress } from '@brief/contract/knowledge';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerDocuments } from '@/features/admin/components/customer-documents';
import { showLanguage } from '@/i18n/core';
import { cleanUpAdmin, json, renderAsAdmin, type ApiCall } from '@/testing/admin-console';

afterEach(async () => {
  cleanUpAdmin();
  vi.useRealTimers();
  await showLanguage('en');
});

const TEAM = 'marketing';
const CUSTOMER = 'acme';
const documentsPath = adminPaths.documents(TEAM, CUSTOMER);
const progressPath = adminPaths.documentsProgress(TEAM, CUSTOMER);

function createDocument(overrides: Partial<CustomerDocument> = {}): CustomerDocument {
  return {
    id: 'doc-1',
    customerId: CUSTOMER,
    name: 'Brand guide.pdf',
    size: 20_480,
    type: 'application/pdf',
    characters: 5_000,
    uploadedBy: 'admin@brief.test',
    createdAt: '2026-05-01T10:00:00.000Z',
    status: 'indexed',
    passages: 12,
    reason: null,
    indexedAt: '2026-05-01T10:01:00.000Z',
    ...overrides,
  };
}

function progressOf(overrides: Partial<DocumentIndexProgress>): DocumentIndexProgress {
  return { total: 0, queued: 0, indexing: 0, indexed: 0, failed: 0, passages: 0, ...overrides };
}

const documents = [
  createDocument({ id: 'd-queued', name: 'Q3 plan.xlsx', status: 'queued', passages: 0, indexedAt: null }),
  createDocument({ id: 'd-indexing', name: 'Tone.md', status: 'indexing', passages: 0, indexedAt: null }),
  createDocument({ id: 'd-indexed', name: 'Brand guide.pdf', passages: 12 }),
  createDocument({ id: 'd-one', name: 'Note.txt', passages: 1 }),
  createDocument({
    id: 'd-failed',
    name: 'Scan.pdf',
    status: 'failed',
    passages: 0,
    reason: 'The PDF has no readable text.',
    indexedAt: null,
  }),
];

const show = (routes: Parameters<typeof renderAsAdmin>[1]) =>
  renderAsAdmin(<CustomerDocuments teamId={TEAM} customerId={CUSTOMER} customerName="Acme" />, routes);

const row = (name: string) =>
  screen.getAllByTestId('customer-document').find((item) => item.textContent?.includes(name)) as HTMLElement;

const pdfs = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => new File(['%PDF'], `file-${index + 1}.pdf`, { type: 'application/pdf' }),
  );

const filesSent = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === documentsPath)
    .map((call) => (call.body as FormData).getAll('file').length);

describe("<CustomerDocuments> each document's index state", () => {
  const routes = {
    [`GET ${documentsPath}`]: () => json(200, documents),
    [`GET ${progressPath}`]: () =>
      json(200, progressOf({ total: 5, queued: 1, indexing: 1, indexed: 2, failed: 1 })),
  };

  it('reads Queued, Indexing…, Indexed · N passages and Failed with the reason in sight', async () => {
    show(routes);
    await screen.findByText('Q3 plan.xlsx');
    expect(within(row('Q3 plan.xlsx')).getByText('Queued')).toBeTruthy();
    expect(within(row('Tone.md')).getByText('Indexing…')).toBeTruthy();
    expect(within(row('Brand guide.pdf')).getByText('Indexed · 12 passages')).toBeTruthy();
    expect(within(row('Note.txt')).getByText('Indexed · 1 passage')).toBeTruthy();
    expect(within(row('Scan.pdf')).getByText('Failed')).toBeTruthy();
    expect(within(row('Scan.pdf')).getByText('The PDF has no readable text.')).toBeTruthy();
  });

  it('reads them in Spanish', async () => {
    await showLanguage('es');
    show(routes);
    await screen.findByText('Q3 plan.xlsx');
    expect(within(row('Q3 plan.xlsx')).getByText('En cola')).toBeTruthy();
    expect(within(row('Tone.md')).getByText('Indexando…')).toBeTruthy();
    expect(within(row('Brand guide.pdf')).getByText('Indexado · 12 fragmentos')).toBeTruthy();
    expect(within(row('Note.txt')).getByText('Indexado · 1 fragmento')).toBeTruthy();
    expect(within(row('Scan.pdf')).getByText('Error al indexar')).toBeTruthy();
    expect(await screen.findByText('2 de 5 documentos indexados')).toBeTruthy();
  });
});

describe('<CustomerDocuments> re-indexing', () => {
  it('re-indexes one document, or all of the customer’s', async () => {
    const indexed = documents.filter((document) => document.status === 'indexed');
    const { calls } = show({
      [`GET ${documentsPath}`]: () => json(200, indexed),
      [`POST ${adminPaths.documentReindex(TEAM, CUSTOMER, 'd-one')}`]: () =>
        json(202, { ...indexed[1], status: 'queued' }),
      [`POST ${adminPaths.documentsReindex(TEAM, CUSTOMER)}`]: () => json(202, { queued: 2 }),
      [`GET ${progressPath}`]: () => json(200, progressOf({ total: 2, indexed: 2 })),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Re-index Note.txt' }));
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        `POST ${adminPaths.documentReindex(TEAM, CUSTOMER, 'd-one')}`,
      ),
    );
    await user.click(screen.getByRole('button', { name: /Re-index all/ }));
    expect(await screen.findByText('2 documents queued for indexing')).toBeTruthy();
  });

  it('offers no re-index for a document already waiting', async () => {
    show({
      [`GET ${documentsPath}`]: () => json(200, documents),
      [`GET ${progressPath}`]: () => json(200, progressOf({ total: 5, queued: 1, indexing: 1 })),
    });
    const button = await screen.findByRole('button', { name: 'Re-index Q3 plan.xlsx' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Re-index Scan.pdf' }).hasAttribute('disabled')).toBe(false);
  });
});

describe('<CustomerDocuments> uploading many files', () => {
  it('sends 23 files in 3 requests of 10, 10 and 3, one after another, saying how far it is', async () => {
    let answerFirst: (response: Response) => void = () => undefined;
    let posts = 0;
    const { calls } = show({
      [`GET ${documentsPath}`]: () => json(200, []),
      [`POST ${documentsPath}`]: () => {
        posts += 1;
        // The first answer waits, to see the upload as it goes.
        if (posts === 1) return new Promise<Response>((resolve) => (answerFirst = resolve));
        return json(201, { documents: [createDocument({ id: `d-${posts}`, status: 'queued' })] });
      },
    });
    await screen.findByText(/No documents/);
    await userEvent.setup().upload(screen.getByLabelText('Upload documents for Acme'), pdfs(23));

    expect(await screen.findByText('Uploading 10 of 23 files…')).toBeTruthy();
    expect(filesSent(calls)).toEqual([10]);
    answerFirst(json(201, { documents: [createDocument({ id: 'd-1', status: 'queued' })] }));
    await waitFor(() => expect(filesSent(calls)).toEqual([10, 10, 3]));
    await waitFor(() => expect(screen.queryByText(/Uploading/)).toBeNull());
    expect(await screen.findByText('Documents uploaded')).toBeTruthy();
  });

  it("shows a refused batch's reason from the server, and the other batches still go", async () => {
    let posts = 0;
    const { calls } = show({
      [`GET ${documentsPath}`]: () => json(200, []),
      [`POST ${documentsPath}`]: () => {
        posts += 1;
        return posts === 2
          ? json(413, {
              error: {
                code: 'payload_too_large',
                message: '"file-14.pdf" is larger than the 20 MB upload limit',
                reason: 'file_too_large',
                values: { name: 'file-14.pdf', limitMb: 20 },
              },
            })
          : json(201, { documents: [createDocument({ id: `d-${posts}`, status: 'queued' })] });
      },
    });
    await screen.findByText(/No documents/);
    await userEvent.setup().upload(screen.getByLabelText('Upload documents for Acme'), pdfs(23));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('10 files could not be uploaded')).toBeTruthy();
    expect(alert.textContent).toContain('"file-14.pdf" is larger than the 20 MB upload limit.');
    expect(alert.textContent).toContain('file-11.pdf');
    expect(filesSent(calls)).toEqual([10, 10, 3]);
  });
});

describe('<CustomerDocuments> indexing progress', () => {
  it('polls every 1.5 s while documents wait, refreshes the list as counts move, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let indexed = 1;
    const listed = () => [
      createDocument({ id: 'd-a', name: 'A.pdf' }),
      createDocument({
        id: 'd-b',
        name: 'B.pdf',
        status: indexed >= 2 ? 'indexed' : 'indexing',
        passages: indexed >= 2 ? 4 : 0,
      }),
      createDocument({ id: 'd-c', name: 'C.pdf', status: indexed >= 3 ? 'indexed' : 'queued', passages: 0 }),
    ];
    const { calls } = show({
      [`GET ${documentsPath}`]: () => json(200, listed()),
      [`GET ${progressPath}`]: () =>
        json(
          200,
          progressOf({
            total: 3,
            indexed,
            indexing: indexed < 3 ? 1 : 0,
            queued: indexed < 2 ? 1 : 0,
          }),
        ),
    });
    const progressCalls = () => calls.filter((call) => call.path === progressPath).length;

    const bar = await screen.findByRole('progressbar');
    await screen.findByText('Indexed 1 of 3 documents');
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');

    indexed = 2;
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByText('Indexed 2 of 3 documents')).toBeTruthy();
    expect(await within(row('B.pdf')).findByText('Indexed · 4 passages')).toBeTruthy();

    indexed = 3;
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const polled = progressCalls();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(progressCalls()).toBe(polled);
  });

  it('is not shown, nor polled, when every document is indexed', async () => {
    const { calls } = show({
      [`GET ${documentsPath}`]: () => json(200, [createDocument()]),
    });
    await screen.findByText('Indexed · 12 passages');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.some((call) => call.path === progressPath)).toBe(false);
  });
});
