// Writes .br and .gz siblings of the built assets, which the server sends to browsers that accept them
// (@fastify/static preCompressed), so no request compresses on the fly.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.env.BRIEF_WEB_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const compressible = /\.(js|css|html|svg|json|txt)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of files(dist)) {
  const content = await readFile(file);
  const compressed = {
    br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz: gzipSync(content, { level: 9 }),
  };
  // Small files too (a 700-byte chunk gzips to 400): each sibling only where it is smaller.
  let written = false;
  for (const [extension, bytes] of Object.entries(compressed)) {
    if (bytes.length >= content.length) continue;
    await writeFile(`${file}.${extension}`, bytes);
    written = true;
  }
  if (written) count += 1;
}
process.stdout.write(`precompressed ${count} files (br, gz)\n`);
