import { describe, expect, it } from 'vitest';
import type { ExportDocument } from './export-document';
import { plainBlocks } from './blocks';
import { markdownBlocks } from './markdown-document';
import { literalMarkdown, writeMarkdown } from './markdown-writer';

const links = { origin: 'https://brief.example.com', fileOwnerId: 'u', hasImage: () => false };

describe('a typed message as markdown', () => {
  it('renders back to exactly what was typed', () => {
    const typed = [
      '# not a heading',
      '1. not a list',
      '- nor this',
      '> nor a quote',
      '*stars* and _underscores_ and `ticks` and [brackets](x) and <b>tags</b>',
      '    four spaces in',
      'a | b | c',
      'AT&amp;T, 100 € ¿sí? ¡sí! ñ',
      '',
      '---',
    ].join('\n');
    // Read back with the reply parser, it gives the blocks the plain reader gives the original.
    expect(markdownBlocks(literalMarkdown(typed), links)).toEqual(
      plainBlocks(typed).map((block) =>
        block.kind === 'paragraph'
          ? {
              ...block,
              inlines: block.inlines.map((inline) =>
                inline.kind === 'text'
                  ? { ...inline, text: inline.text.replace(/^ {4}/, '\u00a0'.repeat(4)) }
                  : inline,
              ),
            }
          : block,
      ),
    );
  });
});

describe('a Markdown export', () => {
  it('opens with front matter and the details, then each entry; replies go in as written', () => {
    const document: ExportDocument = {
      title: 'Café "Norte"',
      details: [{ label: 'Customer', value: 'Northwind' }],
      entries: [
        {
          author: 'Nora',
          time: '2 Mar 2026, 10:00 UTC',
          note: null,
          body: { kind: 'plain', text: 'hola *tú*' },
          pictures: [],
        },
        {
          author: 'Marketing',
          time: '2 Mar 2026, 10:01 UTC',
          note: 'Version 2 of 2',
          body: { kind: 'markdown', text: '## Plan\n\n![g](/api/users/u/files/f/g.png)' },
          pictures: [],
        },
      ],
      images: {},
      origin: 'https://brief.example.com',
      fileOwnerId: 'u',
    };
    expect(writeMarkdown(document)).toBe(
      [
        '---',
        'title: "Café \\"Norte\\""',
        'customer: "Northwind"',
        '---',
        '',
        '# Café "Norte"',
        '',
        '**Customer:** Northwind',
        '',
        '---',
        '',
        '## Nora · 2 Mar 2026, 10:00 UTC',
        '',
        'hola \\*tú\\*',
        '',
        '---',
        '',
        '## Marketing · 2 Mar 2026, 10:01 UTC',
        '',
        '*Version 2 of 2*',
        '',
        '## Plan',
        '',
        '![g](https://brief.example.com/api/users/u/files/f/g.png)',
        '',
      ].join('\n'),
    );
  });
});
