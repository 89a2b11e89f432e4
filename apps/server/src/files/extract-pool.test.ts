import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createExtractionPool, type ExtractionPool } from './extract-pool';
import type { FileFormat } from './sniff';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../test/fixtures', name));
const log = { error: () => {} };

/** A CSV of `rows` rows, about 70 bytes each. */
const bigCsv = (rows: number) =>
  Buffer.from(
    Array.from(
      { length: rows },
      (_, row) => `${row},customer ${row},"Calle Mayor ${row}, Madrid",${row % 97}`,
    ).join('\n'),
  );

const pools: ExtractionPool[] = [];
const pool = (options: Parameters<typeof createExtractionPool>[0] = { log }) => {
  const created = createExtractionPool(options);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe('the extraction pool', () => {
  it('reads every document format in a worker thread', async () => {
    const extraction = pool();
    const read = async (name: string, format: FileFormat) =>
      (await extraction.extract(fixture(name), format)).text?.split('\n')[0];
    expect(await read('report.pdf', 'pdf')).toBe('Quarterly revenue grew 12 percent in Valencia.');
    expect(await read('brief.docx', 'docx')).toBe('Campaign brief');
    expect(await read('budget.xlsx', 'xlsx')).toBe('## Budget');
    expect(await read('leads.csv', 'csv')).toBe('name | city | score');
    expect(await read('notes.md', 'markdown')).toBe('# Meeting notes');
    expect(await read('plain.txt', 'text')).toBe('The warehouse opens at 7:30.');
    expect(await read('config.json', 'json')).toBe('{');
    expect(extraction.threadIds()).toHaveLength(1);
    expect(extraction.threadIds()[0]).not.toBe(0);
  });

  it('keeps the event loop turning while a big CSV is read', async () => {
    const extraction = pool();
    const csv = bigCsv(80_000);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    const result = await extraction.extract(csv, 'csv');
    clearInterval(ticker);
    expect(result.text?.startsWith('0 | customer 0 | Calle Mayor 0, Madrid | 0\n1 | customer 1')).toBe(true);
    expect(result.text).toMatch(
      /\[Cut: the file's text is [\d,]+ characters; only the first 200,000 are kept\.\]$/,
    );
    // Read on the main thread, the parse would have held every tick back until it was done.
    expect(ticks).toBeGreaterThan(5);
  });

  it('terminates a worker past the time limit, says so, and reads the next file with a new one', async () => {
    const extraction = pool({ log, workers: 1, timeLimitMs: 20 });
    await extraction.extract(fixture('plain.txt'), 'text');
    const [first] = extraction.threadIds();
    expect(await extraction.extract(bigCsv(400_000), 'csv')).toEqual({
      text: null,
      notice: 'Its text was not read: reading it took longer than 20 ms.',
    });
    expect(extraction.threadIds()).not.toContain(first);
    expect(await extraction.extract(fixture('plain.txt'), 'text')).toEqual({
      text: 'The warehouse opens at 7:30.',
      notice: null,
    });
  });

  it('stops a worker past its memory cap, says so, and reads the next file', async () => {
    const extraction = pool({ log, workers: 1, memoryMb: 24 });
    const json = Buffer.from(
      JSON.stringify(Array.from({ length: 300_000 }, (_, index) => ({ id: index, name: `lead ${index}` }))),
    );
    expect(await extraction.extract(json, 'json')).toEqual({
      text: null,
      notice: 'Its text was not read: it needs more memory than allowed.',
    });
    expect(await extraction.extract(fixture('config.json'), 'json')).toEqual({
      text: '{\n  "team": "marketing",\n  "budget": {\n    "q1": 5000\n  }\n}',
      notice: null,
    });
  });

  it('queues files past the number of workers and answers each', async () => {
    const extraction = pool({ log, workers: 1 });
    const answers = await Promise.all(
      ['notes.md', 'plain.txt', 'leads.csv'].map((name, index) =>
        extraction.extract(fixture(name), (['markdown', 'text', 'csv'] as const)[index] ?? 'text'),
      ),
    );
    expect(answers.map((answer) => answer.text?.split('\n')[0])).toEqual([
      '# Meeting notes',
      'The warehouse opens at 7:30.',
      'name | city | score',
    ]);
    expect(extraction.threadIds()).toHaveLength(1);
  });

  it('says a broken file looks damaged, and has nothing to say about images', async () => {
    const extraction = pool();
    expect(await extraction.extract(fixture('broken.pdf'), 'pdf')).toEqual({
      text: null,
      notice: 'Its text was not read: the file looks damaged.',
    });
    expect(await extraction.extract(fixture('red.png'), 'image')).toEqual({ text: null, notice: null });
  });
});
