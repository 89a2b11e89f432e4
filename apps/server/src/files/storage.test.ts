import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage } from './storage';

const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-storage-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the local file store', () => {
  const storage = createFileStorage({ dataDir, s3: undefined });

  it('keeps bytes under DATA_DIR/files by key, replacing them whole', async () => {
    await storage.put('0190-abc', Buffer.from('first'), 'text/plain');
    await storage.put('0190-abc', Buffer.from('second'), 'text/plain');
    expect((await storage.get('0190-abc')).toString()).toBe('second');
    expect(readdirSync(path.join(dataDir, 'files'))).toEqual(['0190-abc']);
  });

  it('forgets a removed file, and removing twice is fine', async () => {
    await storage.put('0190-gone', Buffer.from('x'), 'text/plain');
    await storage.remove('0190-gone');
    await storage.remove('0190-gone');
    await expect(storage.get('0190-gone')).rejects.toThrow();
  });

  it.each(['../escape', 'a/b', '.hidden', '', 'report.pdf'])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid file storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/Invalid file storage key/);
  });
});
