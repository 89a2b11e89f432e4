/**
 * What a zip archive (a .docx or .xlsx) really unpacks to. The readers unpack every part into memory,
 * and an archive's headers can lie about sizes, so the bytes each entry inflates to are counted (and
 * thrown away) before any reader sees the archive; the reader then gets an archive rebuilt from exactly
 * the entries that were counted, with honest headers. This runs inside the extraction worker.
 */
import { crc32, createInflateRaw } from 'node:zlib';

/** Most bytes an Office file may unpack to before its text is left unread. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Highest unpacked-to-packed ratio accepted: plain text compresses ~10:1, bombs 1000:1. */
export const MAX_COMPRESSION_RATIO = 100;

/** Why an archive is not handed to a reader. */
export type UnpackRefusal = 'too-large' | 'ratio' | 'damaged';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
const ZIP64_MARK = 0xffffffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x0001;
const DATA_DESCRIPTOR_FLAG = 0x0008;

type CentralEntry = {
  name: Buffer;
  flags: number;
  method: number;
  time: number;
  date: number;
  declaredSize: number;
  /** The entry's packed bytes, found through its local header as the readers find them. */
  packed: Buffer;
};

/** The archive's entries as its central directory lists them, or null when it cannot be read or uses ZIP64. */
function centralEntries(bytes: Buffer): CentralEntry[] | null {
  const from = Math.max(0, bytes.length - END_SEARCH);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: CentralEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const packedSize = bytes.readUInt32LE(at + 20);
    const declaredSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const localAt = bytes.readUInt32LE(at + 42);
    if (packedSize === ZIP64_MARK || declaredSize === ZIP64_MARK || localAt === ZIP64_MARK) return null;
    if (localAt + 30 > bytes.length || bytes.readUInt32LE(localAt) !== LOCAL_HEADER) return null;
    const dataAt = localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
    if (dataAt + packedSize > bytes.length || at + 46 + nameLength > bytes.length) return null;
    entries.push({
      name: bytes.subarray(at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      time: bytes.readUInt16LE(at + 12),
      date: bytes.readUInt16LE(at + 14),
      declaredSize,
      packed: bytes.subarray(dataAt, dataAt + packedSize),
    });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** The total unpacked size the archive declares, or null when it cannot be read or uses ZIP64. */
export function declaredUnpackedSize(bytes: Buffer): number | null {
  return centralEntries(bytes)?.reduce((total, entry) => total + entry.declaredSize, 0) ?? null;
}

/** The most an archive of `packedBytes` may unpack to, and which limit that is. */
function unpackBudget(packedBytes: number): { bytes: number; refusal: UnpackRefusal } {
  const byRatio = Math.max(packedBytes, 1) * MAX_COMPRESSION_RATIO;
  return byRatio < MAX_UNPACKED_BYTES
    ? { bytes: byRatio, refusal: 'ratio' }
    : { bytes: MAX_UNPACKED_BYTES, refusal: 'too-large' };
}

/**
 * Inflates one entry a chunk at a time, keeping only the count and the checksum: never more than a
 * chunk of it is in memory. Null once it passes `budget` bytes; throws when the data is not deflate.
 */
async function inflatedSize(packed: Buffer, budget: number): Promise<{ size: number; crc: number } | null> {
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(packed);
  let size = 0;
  let crc = 0;
  for await (const chunk of inflater as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > budget) {
      inflater.destroy();
      return null;
    }
    crc = crc32(chunk, crc);
  }
  return { size, crc };
}

type CountedEntry = CentralEntry & { size: number; crc: number };

/** A plain zip of the counted entries: local headers and central directory say what was measured. */
function rebuild(entries: readonly CountedEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const flags = entry.flags & ~DATA_DESCRIPTOR_FLAG;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(entry.time, 10);
    local.writeUInt16LE(entry.date, 12);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.packed.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_DIRECTORY_ENTRY, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt16LE(entry.time, 12);
    central.writeUInt16LE(entry.date, 14);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.packed.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, entry.name, entry.packed);
    directory.push(central, entry.name);
    offset += local.length + entry.name.length + entry.packed.length;
  }
  const directorySize = directory.reduce((total, part) => total + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

/**
 * The archive, rebuilt from the entries its central directory lists once every one of them has really
 * been inflated within the limits (50 MB in all, and 100 times the file's size); or why not. The
 * declared sizes are a first, free filter; the inflated count decides. A streaming reader that walks
 * local headers sees the same entries as one that reads the directory, since both get the rebuilt copy.
 */
export async function unpackWithinLimits(
  bytes: Buffer,
): Promise<{ archive: Buffer } | { refusal: UnpackRefusal }> {
  const entries = centralEntries(bytes);
  if (entries === null) return { refusal: 'damaged' };
  const budget = unpackBudget(bytes.length);
  const declared = entries.reduce((total, entry) => total + entry.declaredSize, 0);
  if (declared > budget.bytes) return { refusal: budget.refusal };

  const counted: CountedEntry[] = [];
  let total = 0;
  for (const entry of entries) {
    if ((entry.flags & ENCRYPTED_FLAG) !== 0) return { refusal: 'damaged' };
    if (entry.method === STORED) {
      total += entry.packed.length;
      if (total > budget.bytes) return { refusal: budget.refusal };
      counted.push({ ...entry, size: entry.packed.length, crc: crc32(entry.packed) });
    } else if (entry.method === DEFLATED) {
      let inflated: Awaited<ReturnType<typeof inflatedSize>>;
      try {
        inflated = await inflatedSize(entry.packed, budget.bytes - total);
      } catch {
        return { refusal: 'damaged' };
      }
      if (inflated === null) return { refusal: budget.refusal };
      total += inflated.size;
      counted.push({ ...entry, ...inflated });
    } else {
      // The readers know stored and deflated entries only.
      return { refusal: 'damaged' };
    }
  }
  return { archive: rebuild(counted) };
}
