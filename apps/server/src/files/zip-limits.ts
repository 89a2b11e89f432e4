/**
 * What a zip archive (a .docx or .xlsx) says it unpacks to, read from its central directory without
 * unpacking anything: the readers unpack every part into memory, so a small "zip bomb" must be refused
 * before they see it.
 */

/** Most bytes an Office file may unpack to before its text is left unread. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** Highest unpacked-to-packed ratio accepted: plain text compresses ~10:1, bombs 1000:1. */
export const MAX_COMPRESSION_RATIO = 100;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
const ZIP64_MARK = 0xffffffff;

/** The total unpacked size the archive declares, or null when it cannot be read or uses ZIP64. */
export function declaredUnpackedSize(bytes: Buffer): number | null {
  const from = Math.max(0, bytes.length - END_SEARCH);
  let end = -1;
  for (let at = bytes.length - 22; at >= from; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const unpacked = bytes.readUInt32LE(at + 24);
    if (unpacked === ZIP64_MARK) return null;
    total += unpacked;
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return total;
}

/** Whether an archive is safe to hand to a reader that unpacks it whole into memory. */
export function isSafeToUnpack(bytes: Buffer): boolean {
  const unpacked = declaredUnpackedSize(bytes);
  return (
    unpacked !== null &&
    unpacked <= MAX_UNPACKED_BYTES &&
    unpacked <= Math.max(bytes.length, 1) * MAX_COMPRESSION_RATIO
  );
}
