import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connectorSecretsKey, SECRETS_KEY_FILE } from './secrets-key';
import { createSecretBox } from './secrets';

const dataDir = mkdtempSync(path.join(tmpdir(), 'brief-secrets-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('createSecretBox', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals a value so it opens again, with a new IV each time', () => {
    const sealed = box.seal('Bearer s3cret');
    expect(sealed).not.toContain('s3cret');
    expect(box.open(sealed)).toBe('Bearer s3cret');
    expect(box.seal('Bearer s3cret')).not.toBe(sealed);
  });

  it('does not open a value altered or sealed with another key', () => {
    const sealed = box.seal('token');
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), Buffer.from('tokem').toString('base64url')].join('.');
    expect(box.open(altered)).toBeUndefined();
    expect(createSecretBox(randomBytes(32)).open(sealed)).toBeUndefined();
  });

  it('without a key cannot seal', () => {
    const none = createSecretBox(undefined);
    expect(none.canSeal).toBe(false);
    expect(() => none.seal('x')).toThrow(/SECRETS_KEY/);
  });
});

describe('connectorSecretsKey', () => {
  it('takes SECRETS_KEY when set', async () => {
    const key = randomBytes(32);
    expect(await connectorSecretsKey({ secretsKey: key, databaseUrl: 'postgres://x', dataDir })).toBe(key);
  });

  it('has none on PostgreSQL without SECRETS_KEY', async () => {
    expect(
      await connectorSecretsKey({ secretsKey: undefined, databaseUrl: 'postgres://x', dataDir }),
    ).toBeUndefined();
  });

  it('generates one into DATA_DIR once on SQLite, readable by its owner only', async () => {
    const first = await connectorSecretsKey({ secretsKey: undefined, databaseUrl: undefined, dataDir });
    const again = await connectorSecretsKey({ secretsKey: undefined, databaseUrl: undefined, dataDir });
    expect(first?.length).toBe(32);
    expect(again?.equals(first ?? Buffer.alloc(0))).toBe(true);
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(first ?? Buffer.alloc(0))).toBe(true);
  });
});
