import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pictureSize } from './picture-size';

/** The start of a baseline JPEG: SOI, an APP0 segment, then a frame of `width` × `height`. */
function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ];
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  return new Uint8Array([0xff, 0xd8, ...app0, ...frame, ...new Array<number>(12).fill(0)]);
}

describe('a picture’s size', () => {
  it('is read from a PNG’s header', () => {
    const png = readFileSync(path.join(import.meta.dirname, '../../test/fixtures/red.png'));
    expect(pictureSize(png)).toEqual({ type: 'png', width: 2, height: 2 });
  });

  it('is read from a JPEG’s frame, past the segments before it', () => {
    expect(pictureSize(jpegHeader(640, 480))).toEqual({ type: 'jpg', width: 640, height: 480 });
  });

  it('is none for anything else, or for a header that claims no size', () => {
    expect(pictureSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(pictureSize(jpegHeader(0, 480))).toBeNull();
    expect(pictureSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
