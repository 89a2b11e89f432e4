import { describe, expect, it } from 'vitest';
import { cleanFileName, MAX_FILE_NAME_LENGTH } from './file-name';

const codePoints = (text: string) => [...text].length;
const hasLoneSurrogate = (text: string) =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('cleanFileName', () => {
  it('drops the direction marks that make a name read as something else', () => {
    // Shown as "reportexe.txt" with the override in place.
    expect(cleanFileName('report\u202etxt.exe')).toBe('reporttxt.exe');
    expect(cleanFileName('\u2066invoice\u2069\u200e\u200f\u202a\u202b\u202c\u202d\u2067\u2068.pdf')).toBe(
      'invoice.pdf',
    );
    expect(cleanFileName('\u202e')).toBe('file');
  });

  it('still drops paths and control characters, and keeps ordinary names whole', () => {
    expect(cleanFileName('../../etc/pass\u0000wd\n.txt')).toBe('passwd.txt');
    expect(cleanFileName('C:\\Users\\ana\\informe año.docx')).toBe('informe año.docx');
    expect(cleanFileName('👩‍👩‍👧 family.png')).toBe('👩‍👩‍👧 family.png');
    expect(cleanFileName('..')).toBe('file');
  });

  it(`cuts a long name to ${MAX_FILE_NAME_LENGTH} code points, keeping its start and extension`, () => {
    const name = cleanFileName(`${'Quarterly report '.repeat(30)}final.pdf`);
    expect(name).toBe(`${'Quarterly report '.repeat(11)}Quarterly.pdf`);
    expect(codePoints(name)).toBe(MAX_FILE_NAME_LENGTH);
  });

  it('never splits a surrogate pair or a character drawn from several code points', () => {
    for (const filler of ['😀', 'é', '👩‍👩‍👧', 'a😀']) {
      const name = cleanFileName(`${filler.repeat(150)}.txt`);
      expect(hasLoneSurrogate(name)).toBe(false);
      expect(codePoints(name)).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
      expect(name.endsWith('.txt')).toBe(true);
      // Whole characters only: the kept start is the filler repeated.
      expect(
        name
          .slice(0, -'.txt'.length)
          .split(filler)
          .every((piece) => piece === ''),
      ).toBe(true);
    }
  });

  it('cuts a name without an extension at the limit too', () => {
    const name = cleanFileName('😀'.repeat(500));
    expect(name).toBe('😀'.repeat(MAX_FILE_NAME_LENGTH));
  });
});
