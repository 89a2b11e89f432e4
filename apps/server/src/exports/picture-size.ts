/**
 * A stored picture's size in pixels, from its header: Word needs a picture's size to place it, and the
 * PDF is laid out from it. Only PNG and JPEG are embedded (the formats both writers take as they are).
 */

export type PictureSize = { type: 'png' | 'jpg'; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The largest side a picture may claim: beyond it the header is lying (or the picture is no use). */
const MAX_SIDE = 20_000;

const plausible = (size: PictureSize): PictureSize | null =>
  size.width > 0 && size.height > 0 && size.width <= MAX_SIDE && size.height <= MAX_SIDE ? size : null;

function pngSize(bytes: Uint8Array): PictureSize | null {
  // The signature, then the IHDR chunk: length, "IHDR", width and height (big-endian).
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return plausible({ type: 'png', width: view.getUint32(16), height: view.getUint32(20) });
}

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), which carry the frame's size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array): PictureSize | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  // Walks the segments: each is 0xFF, a marker, and a big-endian length that counts itself.
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or the data without a frame
    const length = view.getUint16(at + 2);
    if (isStartOfFrame(marker)) {
      return plausible({ type: 'jpg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) });
    }
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** The picture's format and size, or null for anything that is not a readable PNG or JPEG. */
export function pictureSize(bytes: Uint8Array): PictureSize | null {
  return pngSize(bytes) ?? jpegSize(bytes);
}
