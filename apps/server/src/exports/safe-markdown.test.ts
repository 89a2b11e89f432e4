import { describe, expect, it } from 'vitest';
import { HOSTILE_REPLY, markdownDangers } from '../../test/markdown-safety';
import { safeMarkdown } from './safe-markdown';

const origin = 'https://brief.example.com';

describe('a reply as the Markdown export writes it', () => {
  it('carries no raw HTML and no link a reader should not open, where the reply had many', () => {
    const before = markdownDangers(HOSTILE_REPLY);
    expect(before.html.length).toBeGreaterThan(10);
    expect(before.addresses.length).toBeGreaterThan(10);

    const written = safeMarkdown(HOSTILE_REPLY, origin);
    const after = markdownDangers(written);
    expect(after.html).toEqual([]);
    expect(after.addresses).toEqual([]);
    // The safe links stay live, the app's own made absolute so they open from the file.
    expect(after.live).toEqual([
      `${origin}/api/users/u/files/f/x.png`,
      'https://example.com/',
      'mailto:nora@example.com',
      'https://example.com/auto',
      'https://example.com/a.png',
    ]);
  });

  it('shows the HTML and the dead links as the words they were', () => {
    const written = safeMarkdown(HOSTILE_REPLY, origin);
    expect(written).toContain('\\<script>alert(1)\\</script>');
    expect(written).toContain('Hola \\<img src=x onerror=alert(1)> y');
    // A dead link keeps its text, a dead picture its description.
    expect(written).toContain('js JS data\nvb file [rel]');
    expect(written).toContain('pic data ![web](https://example.com/a.png)');
    expect(written).not.toMatch(/\]\((?!https?:|mailto:)/);
  });

  it('writes a reply without links or HTML as it is, unless it nests or marks past what is read as written', () => {
    const plain = '## Plan\n\n- uno\n  - dos\n\n> **cita** con `código`\n\n| a | b |\n|---|---|\n| 1 | 2 |';
    expect(safeMarkdown(`\n${plain}\n`, origin)).toBe(plain);
    expect(safeMarkdown(`${'>'.repeat(19_990)} fin`, origin)).toBe(`${'> '.repeat(16).trim()} fin`);
    // Read with its marks taken literally, written back so: an underscore inside a word is no mark.
    expect(safeMarkdown('_a'.repeat(9_990), origin)).toBe(`\\${'_a'.repeat(9_990)}`);
  });

  it('writes ordinary markdown back as the reader saw it', () => {
    const reply = [
      '## Plan de campaña',
      '',
      'Con **negrita**, *cursiva*, `código` y ~~tachado~~.',
      '',
      '1. Redes sociales',
      '   - Instagram',
      '',
      '| Canal | Presupuesto |',
      '| - | -: |',
      '| Instagram | 1.200 € |',
      '',
      '> Una cita.',
      '',
      '```ts',
      'const total = 2000; // <b>euros</b>',
      '```',
      '',
      '- [x] hecho',
      '- [ ] pendiente',
    ].join('\n');
    expect(safeMarkdown(reply, origin)).toBe(reply);
  });
});
