import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane.
// Algorithm is a const enum the compiler may not inline here; 2 is its Argon2id member.
const options = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows: verified against when there is no user, so every refusal costs the same. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return decoyHash;
}

/** A strong password for the bootstrap admin: 24 characters of base64url (144 bits). */
export const generatePassword = (): string => randomBytes(18).toString('base64url');
