import { type Readable } from 'node:stream';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipStream, type ZipEntry } from './zip-stream';

async function* entriesOf(list: ZipEntry[]): AsyncGenerator<ZipEntry> {
  for (const entry of list) yield entry;
}

const bytesOf = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

describe('zipStream', () => {
  it('writes every entry, compressed or stored, with its bytes intact', async () => {
    const big = Buffer.alloc(700 * 1024, 7);
    big.write('the end', big.length - 7);
    const reads: string[] = [];
    const entry = (path: string, bytes: Uint8Array, compress: boolean): ZipEntry => ({
      path,
      compress,
      read: () => {
        reads.push(path);
        return Promise.resolve(bytes);
      },
    });
    const stream = zipStream(
      entriesOf([
        entry('README.md', Buffer.from('# Hola, ñandú\n'), true),
        entry('chats/001 Plan/files/big.bin', big, false),
        entry('empty.txt', new Uint8Array(0), true),
      ]),
      new Date('2026-03-02T10:00:00Z'),
    );
    // Nothing is read before the stream is.
    expect(reads).toEqual([]);
    const zip = await JSZip.loadAsync(await bytesOf(stream));
    expect(Object.keys(zip.files).sort()).toEqual(['README.md', 'chats/001 Plan/files/big.bin', 'empty.txt']);
    expect(await zip.file('README.md')?.async('string')).toBe('# Hola, ñandú\n');
    expect(
      Buffer.compare(
        Buffer.from((await zip.file('chats/001 Plan/files/big.bin')?.async('uint8array')) ?? []),
        big,
      ),
    ).toBe(0);
    expect(await zip.file('empty.txt')?.async('string')).toBe('');
  });

  it('ends the stream with the error of an entry that cannot be read', async () => {
    const stream = zipStream(
      entriesOf([{ path: 'a.txt', compress: true, read: () => Promise.reject(new Error('gone')) }]),
      new Date(),
    );
    await expect(bytesOf(stream)).rejects.toThrow('gone');
  });
});
