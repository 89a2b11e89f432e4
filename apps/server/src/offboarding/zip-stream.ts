/**
 * A zip written while it is sent: entries are read one at a time as the reader takes the bytes, so an
 * archive of a person's every chat and upload never sits in memory whole (one file at most does).
 * fflate writes each entry with a data descriptor, so no size has to be known before its bytes are read.
 */
import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of the archive: its path inside, and its bytes, read when its turn comes. */
export type ZipEntry = {
  path: string;
  /** Text is deflated; uploads (pictures, PDFs, Office files: compressed already) are stored as they are. */
  compress: boolean;
  read: () => Promise<Uint8Array>;
};

/** Bytes handed to the zip writer at once: a large upload leaves in pieces, not as one buffer copy. */
const SLICE = 256 * 1024;

async function* zipChunks(entries: AsyncIterable<ZipEntry>, modified: Date): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error !== null) failure = error;
    else ready.push(data);
  });
  const take = () => {
    if (failure !== null) throw failure;
    return ready.splice(0);
  };
  for await (const entry of entries) {
    const file = entry.compress ? new ZipDeflate(entry.path, { level: 6 }) : new ZipPassThrough(entry.path);
    file.mtime = modified;
    zip.add(file);
    const bytes = await entry.read();
    if (bytes.length === 0) file.push(new Uint8Array(0), true);
    for (let at = 0; at < bytes.length; at += SLICE) {
      file.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
      yield* take();
    }
    yield* take();
  }
  zip.end();
  yield* take();
}

/** The archive of `entries`, as a stream a reply can send; every entry dated `modified`. */
export function zipStream(entries: AsyncIterable<ZipEntry>, modified: Date): Readable {
  return Readable.from(zipChunks(entries, modified), { objectMode: false });
}
