import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  deflatedEntry,
  deflatedRepeat,
  lyingWordFile,
  wordFile,
  zipArchive,
} from '../../test/fixtures/zip-builders';
import { readDocumentText } from './extract';
import { declaredUnpackedSize, MAX_UNPACKED_BYTES, unpackWithinLimits } from './zip-limits';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../test/fixtures', name));

describe('zip limits', () => {
  it('lets real Word and Excel files through, rebuilt with the same parts', async () => {
    for (const name of ['brief.docx', 'budget.xlsx']) {
      const bytes = fixture(name);
      const result = await unpackWithinLimits(bytes);
      if (!('archive' in result)) throw new Error(`${name} refused: ${result.refusal}`);
      expect(declaredUnpackedSize(result.archive)).toBe(declaredUnpackedSize(bytes));
    }
    expect(await readDocumentText(wordFile('A real sentence or two.'), 'docx')).toEqual({
      text: 'A real sentence or two.',
      unread: null,
    });
  });

  it('counts what entries really inflate to, whatever the headers claim: past 100 times the file', async () => {
    // 5 MB of one sentence packs into a few kilobytes: a ratio no document has.
    const bomb = lyingWordFile({ megabytes: 5 });
    expect(declaredUnpackedSize(bomb)).toBeLessThan(2000);
    expect(await unpackWithinLimits(bomb)).toEqual({ refusal: 'ratio' });
    expect(await readDocumentText(bomb, 'docx')).toEqual({ text: null, unread: 'ratio' });
    expect(await readDocumentText(bomb, 'xlsx')).toEqual({ text: null, unread: 'ratio' });
  });

  it('stops counting at 50 MB, even when the file is big enough for the ratio', async () => {
    const bomb = lyingWordFile({ megabytes: 60, paddingBytes: 1024 * 1024 });
    expect(bomb.length * 100).toBeGreaterThan(MAX_UNPACKED_BYTES);
    expect(await unpackWithinLimits(bomb)).toEqual({ refusal: 'too-large' });
    expect(await readDocumentText(bomb, 'docx')).toEqual({ text: null, unread: 'too-large' });
  });

  it('refuses an archive that declares too much without inflating it', async () => {
    const honest = zipArchive([
      { ...deflatedEntry('word/document.xml', 'hello'), claimedSize: MAX_UNPACKED_BYTES + 1 },
    ]);
    expect(await unpackWithinLimits(honest)).toEqual({ refusal: 'ratio' });
  });

  it('calls what is not a readable archive damaged', async () => {
    expect(await unpackWithinLimits(Buffer.from('not a zip at all'))).toEqual({ refusal: 'damaged' });
    expect(await unpackWithinLimits(Buffer.alloc(0))).toEqual({ refusal: 'damaged' });
    const truncated = deflatedEntry('word/document.xml', 'x'.repeat(10_000));
    const broken = zipArchive([{ ...truncated, packed: truncated.packed.subarray(0, 5) }]);
    expect(await unpackWithinLimits(broken)).toEqual({ refusal: 'damaged' });
  });

  it('builds bombs that really inflate to what they say', () => {
    const chunk = Buffer.from('abc'.repeat(1000));
    expect(inflateRawSync(deflatedRepeat(chunk, 7))).toEqual(Buffer.concat(Array(7).fill(chunk)));
  });
});
