import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SECRETS_KEY_FILE = 'secrets.key';

/**
 * The key connector secrets are encrypted with: SECRETS_KEY when set. Without it, on SQLite (one machine,
 * one DATA_DIR) a key is generated once into DATA_DIR/secrets.key, readable by the server's user only;
 * on PostgreSQL instances share no disk, so there is no key and a connector with secrets is refused
 * until the operator sets SECRETS_KEY (the same on every instance).
 */
export async function connectorSecretsKey(config: {
  secretsKey: Buffer | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Buffer | undefined> {
  if (config.secretsKey !== undefined) return config.secretsKey;
  if (config.databaseUrl !== undefined) return undefined;
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  await mkdir(config.dataDir, { recursive: true });
  try {
    // 'wx': only the first start writes it; a second one (or a race) reads the key already there.
    await writeFile(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key (base64)`);
  return key;
}
