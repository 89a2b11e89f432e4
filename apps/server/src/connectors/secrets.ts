import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Connector secrets (header and environment values) at rest: AES-256-GCM, a fresh random 12-byte IV for
 * every value, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). GCM's tag makes a value altered in
 * the database, or read with another key, fail to open rather than decrypt to garbage.
 */

const VERSION = 'v1';

export type SecretBox = {
  /** False when no key is available (PostgreSQL without SECRETS_KEY): nothing secret may be stored. */
  canSeal: boolean;
  seal(value: string): string;
  /** The value, or undefined when it cannot be opened (another key, altered text). */
  open(sealed: string): string | undefined;
};

export function createSecretBox(key: Buffer | undefined): SecretBox {
  return {
    canSeal: key !== undefined,
    seal(value) {
      if (key === undefined) throw new Error('No SECRETS_KEY to encrypt with');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), encrypted]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, encrypted] = sealed.split('.');
      if (key === undefined || version !== VERSION || iv === undefined || tag === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(encrypted ?? '', 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
