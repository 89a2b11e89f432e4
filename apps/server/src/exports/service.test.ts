import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { UserRow } from '../users/repo';
import { ExportNotMade, type ExportFailure } from './export-pool';
import { createExportsService } from './service';

const nora = { id: 'nora', name: 'Nora', email: 'nora@example.com', locale: null } as UserRow;

/** The exports service over no data, whose files `render` makes (or refuses). */
function serviceRendering(render: Parameters<typeof createExportsService>[0]['render']) {
  return createExportsService({
    access: { readable: () => Promise.resolve(undefined) },
    messages: { messages: () => Promise.resolve([]), findMessage: () => Promise.resolve(undefined) },
    files: { listForChat: () => Promise.resolve([]), find: () => Promise.resolve(undefined) },
    bookmarks: { listBookmarks: () => Promise.resolve([]) },
    names: { teamName: () => Promise.resolve(undefined), chatTitles: () => Promise.resolve(new Map()) },
    readFile: () => Promise.reject(new Error('no files here')),
    render,
    clock: { now: () => new Date('2026-03-02T10:00:00.000Z') },
    origin: 'https://brief.example.com',
    log: { warn: () => {} },
  });
}

const refusal = (reason: ExportFailure, format: 'md' | 'docx' | 'pdf' = 'pdf') =>
  serviceRendering(() => Promise.reject(new ExportNotMade(reason)))
    .bookmarks(nora, format)
    .then(
      () => null,
      (error: unknown) => error,
    );

describe('an export the pool did not make', () => {
  it.each(['time', 'memory', 'depth'] as const)(
    'past the worker’s %s limit answers 422 export_too_complex, saying what to do',
    async (reason) => {
      const error = await refusal(reason);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 422,
        code: 'export_too_complex',
        message:
          'This is too long or too complex to export as a PDF. Try another format, or export single replies.',
      });
    },
  );

  it('names the format it could not make', async () => {
    const message = async (format: 'md' | 'docx') => ((await refusal('time', format)) as AppError).message;
    expect(await message('docx')).toContain('as a Word document.');
    expect(await message('md')).toContain('as a Markdown file.');
  });

  it("over the user's share, or with the queue full, answers 429 with Retry-After", async () => {
    expect(await refusal('share')).toMatchObject({
      status: 429,
      code: 'rate_limited',
      headers: { 'retry-after': '5' },
      message: 'Your other exports are still being made. Try again when one of them is ready.',
    });
    expect(await refusal('busy')).toMatchObject({ status: 429, headers: { 'retry-after': '5' } });
  });

  it('is asked for in the name of the user exporting', async () => {
    const askedFor: string[] = [];
    const service = serviceRendering((_document, _format, userId) => {
      askedFor.push(userId);
      return Promise.resolve(Buffer.from('file'));
    });
    expect((await service.bookmarks(nora, 'md')).body.toString()).toBe('file');
    expect(askedFor).toEqual(['nora']);
  });
});
