import { describe, expect, it } from 'vitest';
import { HOSTILE_NAME, HOSTILE_REPLY, markdownDangers } from '../../test/markdown-safety';
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

describe('a Markdown export of hostile names and replies', () => {
  const hostile: ExportDocument = {
    title: HOSTILE_NAME,
    details: [
      { label: 'Customer', value: `Northwind <script>alert(1)</script>\n## Injected` },
      { label: 'Team', value: '[Marketing](javascript:alert(2))' },
      { label: 'Specialists', value: 'Ana\r\n- [x](data:text/html,hi), Leo\u2028---' },
    ],
    entries: [
      {
        author: `Nora <img src=x onerror=alert(3)>\n# Hijack`,
        time: '2 Mar 2026, 10:00 UTC',
        note: 'Attached: [x](javascript:alert(1)).md\n<script>',
        body: { kind: 'plain', text: `${HOSTILE_REPLY}\n\n[typed](javascript:alert(4))` },
        pictures: [
          {
            fileId: 'f',
            name: '<img src=x onerror=alert(5)>\n[p](javascript:x)',
            url: '/api/users/u/files/f/p.png',
          },
        ],
      },
      {
        author: 'Marketing',
        time: '2 Mar 2026, 10:01 UTC',
        note: null,
        body: { kind: 'markdown', text: HOSTILE_REPLY },
        pictures: [],
      },
    ],
    images: {},
    origin: 'https://brief.example.com',
    fileOwnerId: 'u',
  };

  it('renders no HTML and no dangerous link anywhere', () => {
    const dangers = markdownDangers(writeMarkdown(hostile));
    expect(dangers.html).toEqual([]);
    expect(dangers.addresses).toEqual([]);
  });

  it('keeps titles and names on one line: YAML-quoted in the front matter, escaped in the headings', () => {
    const markdown = writeMarkdown(hostile);
    const [, frontMatter = ''] = /^---\n([\s\S]*?)\n---\n/.exec(markdown) ?? [];
    const lines = frontMatter.split('\n');
    expect(lines.map((line) => line.split(':')[0])).toEqual(['title', 'customer', 'team', 'specialists']);
    const values = lines.map((line) => JSON.parse(line.slice(line.indexOf(':') + 1)) as string);
    expect(values[0]).toBe(HOSTILE_NAME.replace('\n', ' '));
    expect(values[3]).toBe('Ana - [x](data:text/html,hi), Leo ---');
    // The title and each entry's author are one heading each: none of the names adds one.
    expect(markdown.match(/^#{1,6} .*$/gm)).toEqual([
      `# \\[x\\](javascript:alert(1)).md # Hijacked \\<script>alert(2)\\</script> \\<img src=x onerror=alert(3)>`,
      '## Nora \\<img src=x onerror=alert(3)> # Hijack · 2 Mar 2026, 10:00 UTC',
      '## Marketing · 2 Mar 2026, 10:01 UTC',
    ]);
  });
});
