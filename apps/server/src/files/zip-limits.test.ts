import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractText } from './extract';
import { declaredUnpackedSize, isSafeToUnpack, MAX_UNPACKED_BYTES } from './zip-limits';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../../test/fixtures', name));

/** A one-entry zip archive of `content`, deflated, whose headers may claim another unpacked size. */
function zip(content: Buffer, claimedSize = content.length): Buffer {
  const name = Buffer.from('word/document.xml');
  const packed = deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(claimedSize, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(claimedSize, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryAt = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}

describe('zip limits', () => {
  it('reads what real Word and Excel files unpack to, and lets them through', () => {
    for (const name of ['brief.docx', 'budget.xlsx']) {
      const bytes = fixture(name);
      expect(declaredUnpackedSize(bytes)).toBeGreaterThan(bytes.length);
      expect(isSafeToUnpack(bytes)).toBe(true);
    }
  });

  it('refuses an archive that unpacks to more than the limit, or compresses like a bomb', () => {
    expect(isSafeToUnpack(zip(Buffer.from('hello'), MAX_UNPACKED_BYTES + 1))).toBe(false);
    // 5 MB of one letter deflates to a few kilobytes: a ratio no document has.
    expect(isSafeToUnpack(zip(Buffer.alloc(5 * 1024 * 1024, 'a')))).toBe(false);
    expect(isSafeToUnpack(zip(Buffer.from('<w:t>A real sentence or two.</w:t>')))).toBe(true);
  });

  it('refuses what is not a readable archive', () => {
    expect(declaredUnpackedSize(Buffer.from('not a zip at all'))).toBeNull();
    expect(isSafeToUnpack(Buffer.alloc(0))).toBe(false);
  });

  it('keeps a bomb-shaped .docx or .xlsx without text instead of unpacking it', async () => {
    const bomb = zip(Buffer.alloc(5 * 1024 * 1024, 'a'));
    expect(await extractText(bomb, 'docx')).toBeNull();
    expect(await extractText(bomb, 'xlsx')).toBeNull();
  });
});
