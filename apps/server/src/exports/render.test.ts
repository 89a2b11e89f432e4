import { describe, expect, it } from 'vitest';
import type { ExportDocument } from './export-document';
import { renderDocument } from './render';

/** Everything a writer may be handed that has nothing, or next to nothing, in it. */
const sparse: ExportDocument = {
  title: '',
  details: [],
  entries: [
    { author: '', time: '', note: null, body: { kind: 'markdown', text: '' }, pictures: [] },
    {
      author: 'Marketing',
      time: '2 Mar 2026, 10:00 UTC',
      note: null,
      body: {
        kind: 'markdown',
        text: [
          '#',
          '',
          '- ',
          '- [ ]',
          '',
          '| a | b |',
          '|---|---|',
          '| | |',
          '',
          '```',
          '```',
          '',
          '>',
          '',
          '***',
        ].join('\n'),
      },
      pictures: [{ fileId: 'gone', name: 'gone.png', url: '/api/users/u/files/gone/gone.png' }],
    },
    { author: 'Nora', time: 't', note: 'n', body: { kind: 'plain', text: '\n\n  \n' }, pictures: [] },
  ],
  images: {},
  origin: 'https://brief.example.com',
  fileOwnerId: 'u',
};

describe('writing a document with next to nothing in it', () => {
  it.each(['pdf', 'docx'] as const)('still makes a %s file', async (format) => {
    const file = await renderDocument(sparse, format);
    expect(file.subarray(0, format === 'pdf' ? 5 : 2).toString()).toBe(format === 'pdf' ? '%PDF-' : 'PK');
  });

  it('still makes a Markdown file', async () => {
    const file = (await renderDocument(sparse, 'md')).toString('utf8');
    expect(file).toMatch(/^---\ntitle: ""\n---\n/);
    expect(file).toContain('## Marketing · 2 Mar 2026, 10:00 UTC');
  });
});
