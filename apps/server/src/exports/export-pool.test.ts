import { afterEach, describe, expect, it } from 'vitest';
import type { ExportDocument } from './export-document';
import { createExportPool, ExportNotMade, type ExportPool } from './export-pool';

const log = { error: () => {} };

/** A chat of `replies` markdown replies, each with a heading, a list and a table. */
const chat = (replies: number): ExportDocument => ({
  title: 'Plan de otoño',
  details: [{ label: 'Customer', value: 'Northwind' }],
  entries: Array.from({ length: replies }, (_, index) => ({
    author: 'Marketing',
    time: '2 Mar 2026, 10:00 UTC',
    note: null,
    body: {
      kind: 'markdown' as const,
      text: `## Idea ${index}\n\n- uno\n  - dos\n\n| a | b |\n|---|---|\n| ñ | € |\n\n${'Texto largo. '.repeat(40)}`,
    },
    pictures: [],
  })),
  images: {},
  origin: 'https://brief.example.com',
  fileOwnerId: 'u',
});

const pools: ExportPool[] = [];
const pool = (options: Partial<Parameters<typeof createExportPool>[0]> = {}) => {
  const created = createExportPool({ log, ...options });
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'made',
    (error: unknown) => (error instanceof ExportNotMade ? error.reason : 'other error'),
  );

describe('the export pool', () => {
  it('makes PDF and Word files in a worker while the event loop keeps turning', async () => {
    const exports = pool();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const [pdf, docx] = await Promise.all([
      exports.render(chat(150), 'pdf', 'nora'),
      exports.render(chat(150), 'docx', 'nora'),
    ]);
    clearInterval(ticker);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A .docx is a zip archive.
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    expect(ticks).toBeGreaterThan(5);
  });

  it('terminates a worker past the time limit, and makes the next file with a new one', async () => {
    const exports = pool({ workers: 1, timeLimitMs: 1_000 });
    expect(await reason(exports.render(chat(3_000), 'pdf', 'nora'))).toBe('time');
    expect(await reason(exports.render(chat(1), 'docx', 'nora'))).toBe('made');
  });

  it('refuses more than it lets wait', async () => {
    const exports = pool({ workers: 1, maxWaiting: 1 });
    // The first goes to the worker, the second waits, the third finds the queue full.
    const first = exports.render(chat(1), 'pdf', 'nora');
    const second = exports.render(chat(1), 'pdf', 'leo');
    expect(await reason(exports.render(chat(1), 'pdf', 'ana'))).toBe('busy');
    expect([await reason(first), await reason(second)]).toEqual(['made', 'made']);
  });

  it('lets one user hold two exports at once, and refuses their third as over their share', async () => {
    const exports = pool({ workers: 1 });
    const held = [exports.render(chat(1), 'md', 'nora'), exports.render(chat(1), 'md', 'nora')];
    expect(await reason(exports.render(chat(1), 'md', 'nora'))).toBe('share');
    // Someone else is not refused for it.
    expect(await reason(exports.render(chat(1), 'md', 'leo'))).toBe('made');
    expect(await Promise.all(held.map(reason))).toEqual(['made', 'made']);
    // Once they are made, the share is free again.
    expect(await reason(exports.render(chat(1), 'md', 'nora'))).toBe('made');
  });

  it("makes a colleague's export before a user's second one", async () => {
    const exports = pool({ workers: 1 });
    const order: string[] = [];
    const made = (label: string, promise: Promise<Buffer>) => promise.then(() => order.push(label));
    await Promise.all([
      made('nora 1', exports.render(chat(40), 'pdf', 'nora')),
      made('nora 2', exports.render(chat(40), 'pdf', 'nora')),
      made('leo', exports.render(chat(1), 'pdf', 'leo')),
    ]);
    expect(order).toEqual(['nora 1', 'leo', 'nora 2']);
  });

  it('makes Markdown in the worker too, safe as the web view', async () => {
    const exports = pool();
    const document = chat(1);
    const [entry] = document.entries;
    if (entry === undefined) throw new Error('no entry');
    entry.body.text = '<script>alert(1)</script>\n\n[x](javascript:alert(1))';
    const text = (await exports.render(document, 'md', 'nora')).toString('utf8');
    expect(text).toContain('\\<script>alert(1)\\</script>\n\nx\n');
  });
});
