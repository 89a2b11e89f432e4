import { describe, expect, it } from 'vitest';
import { plainBlocks, type Block, type LinkContext } from './blocks';
import { markdownBlocks } from './markdown-document';

const origin = 'https://brief.example.com';
const owner = 'user-1';
const links: LinkContext = { origin, fileOwnerId: owner, hasImage: (fileId) => fileId === 'chart' };
const blocks = (markdown: string) => markdownBlocks(markdown, links);
const picture = (fileId: string, name = 'chart.png') => `/api/users/${owner}/files/${fileId}/${name}`;

describe('a reply read into document blocks', () => {
  it('keeps headings, emphasis and breaks as the browser shows them', () => {
    expect(blocks('### Plan **de** otoño\n\nUna *línea*\nsigue aquí  \ny otra')).toEqual([
      {
        kind: 'heading',
        depth: 3,
        inlines: [
          { kind: 'text', text: 'Plan ', style: {} },
          { kind: 'text', text: 'de', style: { bold: true } },
          { kind: 'text', text: ' otoño', style: {} },
        ],
      },
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'Una ', style: {} },
          { kind: 'text', text: 'línea', style: { italic: true } },
          // A soft line break reads as a space; two trailing spaces make a real one.
          { kind: 'text', text: ' sigue aquí', style: {} },
          { kind: 'break' },
          { kind: 'text', text: 'y otra', style: {} },
        ],
      },
    ]);
  });

  it('nests lists, numbers ordered ones from their start, and ticks task items', () => {
    const [list] = blocks('3. uno\n   - a\n   - b\n4. dos\n\n- [x] hecho\n- [ ] pendiente');
    expect(list).toMatchObject({ kind: 'list', ordered: true, start: 3 });
    const nested = list?.kind === 'list' ? list.items[0]?.blocks[1] : undefined;
    expect(nested).toMatchObject({ kind: 'list', ordered: false, items: [{}, {}] });
    const tasks = blocks('- [x] hecho\n- [ ] pendiente')[0];
    expect(tasks?.kind === 'list' && tasks.items.map((item) => item.checked)).toEqual([true, false]);
  });

  it('reads GFM tables with their alignment, rows filled to the header', () => {
    expect(blocks('| Canal | € |\n|:--|--:|\n| Radio |')).toEqual([
      {
        kind: 'table',
        align: ['left', 'right'],
        rows: [
          [[{ kind: 'text', text: 'Canal', style: {} }], [{ kind: 'text', text: '€', style: {} }]],
          [[{ kind: 'text', text: 'Radio', style: {} }], []],
        ],
      },
    ]);
  });

  it('makes links absolute, and drops the address of ones a reader must not open', () => {
    const [paragraph] = blocks(
      '[web](https://example.com/a) [app](/api/x) [js](javascript:alert(1)) <b>hi</b>',
    );
    expect(paragraph?.kind === 'paragraph' && paragraph.inlines).toEqual([
      { kind: 'text', text: 'web', style: {}, link: 'https://example.com/a' },
      { kind: 'text', text: ' ', style: {} },
      { kind: 'text', text: 'app', style: {}, link: `${origin}/api/x` },
      // The text stays, not the address; raw HTML is shown as text, never interpreted.
      { kind: 'text', text: ' js <b>hi</b>', style: {} },
    ]);
  });

  it("shows the chat's stored pictures in place, as images or links to them, and links anything else", () => {
    const markdown = [
      `Antes ![Ventas](${picture('chart')}) después`,
      '',
      `[el gráfico](${origin}${picture('chart')})`,
      '',
      `![otro](${picture('not-kept')}) ![ajeno](/api/users/someone-else/files/chart/x.png)`,
    ].join('\n');
    const result: Block[] = blocks(markdown);
    expect(result).toEqual([
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'Antes ', style: {} }] },
      { kind: 'image', fileId: 'chart', alt: 'Ventas' },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: ' después', style: {} }] },
      { kind: 'image', fileId: 'chart', alt: 'el gráfico' },
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: 'otro', style: {}, link: `${origin}${picture('not-kept')}` },
          { kind: 'text', text: ' ', style: {} },
          {
            kind: 'text',
            text: 'ajeno',
            style: {},
            link: `${origin}/api/users/someone-else/files/chart/x.png`,
          },
        ],
      },
    ]);
  });

  it('keeps code, quotes and rules', () => {
    expect(blocks('> cita\n\n---\n\n```sql\nselect 1;\n  -- ñ\n```')).toEqual([
      {
        kind: 'quote',
        blocks: [{ kind: 'paragraph', inlines: [{ kind: 'text', text: 'cita', style: {} }] }],
      },
      { kind: 'rule' },
      { kind: 'code', language: 'sql', text: 'select 1;\n  -- ñ' },
    ]);
  });
});

describe('what a user typed', () => {
  it('is shown as typed: no markdown, its line breaks and paragraphs kept', () => {
    expect(plainBlocks('# no es título\n*ni cursiva*\n\n\notro párrafo')).toEqual([
      {
        kind: 'paragraph',
        inlines: [
          { kind: 'text', text: '# no es título', style: {} },
          { kind: 'break' },
          { kind: 'text', text: '*ni cursiva*', style: {} },
        ],
      },
      { kind: 'paragraph', inlines: [{ kind: 'text', text: 'otro párrafo', style: {} }] },
    ]);
  });
});
