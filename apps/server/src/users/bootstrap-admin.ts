import { seedTeams } from '../teams/catalogue';
import { generatePassword, hashPassword } from '../auth/passwords';
import type { Clock } from '../clock';
import { isUniqueViolation } from '../db/database';
import { newId } from '../ids';
import type { UsersRepo } from './repo';
import { nameFromEmail } from './service';

export type BootstrapResult =
  | { email: string; outcome: 'created'; generatedPassword: string | undefined }
  | { email: string; outcome: 'updated' | 'unchanged' };

/**
 * Makes sure the bootstrap admin exists. With ADMIN_PASSWORD the account is created or brought up to
 * date (admin, enabled, that password). Without it, a first start generates a strong password, which
 * the caller prints once; later starts leave the account alone.
 */
export async function ensureBootstrapAdmin(
  users: UsersRepo,
  clock: Clock,
  admin: { email: string; password: string | undefined },
): Promise<BootstrapResult> {
  const existing = await users.findByEmail(admin.email);
  if (existing !== undefined) {
    if (admin.password === undefined) return { email: existing.email, outcome: 'unchanged' };
    await users.makeAdminWithPassword(existing.id, await hashPassword(admin.password));
    return { email: existing.email, outcome: 'updated' };
  }
  const generatedPassword = admin.password === undefined ? generatePassword() : undefined;
  try {
    await users.insert(
      {
        id: newId(),
        email: admin.email,
        name: nameFromEmail(admin.email),
        passwordHash: await hashPassword(admin.password ?? generatedPassword ?? ''),
        authProvider: 'password',
        isAdmin: true,
        createdAt: clock.now().toISOString(),
      },
      seedTeams.map((team) => team.id),
    );
  } catch (error) {
    // Another instance starting at the same moment created it first: that one prints the password.
    if (!isUniqueViolation(error)) throw error;
    return ensureBootstrapAdmin(users, clock, admin);
  }
  return { email: admin.email, outcome: 'created', generatedPassword };
}
