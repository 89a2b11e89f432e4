import type { RegisterPayload, RegisteredUser } from '@brief/contract/admin';
import { interfaceLocaleOf, type UserPreferences } from '@brief/contract/auth';
import { hashPassword } from '../auth/passwords';
import type { Clock } from '../clock';
import { isUniqueViolation } from '../db/database';
import { badRequest, conflict } from '../errors';
import { newId } from '../ids';
import type { AdminContext, AuditService } from '../admin/audit';
import type { UserRow, UsersRepo } from './repo';

type Deps = { users: UsersRepo; audit: Pick<AuditService, 'entry'>; clock: Clock; companyDomain: string };

/** The name a user gets until they have another: the part of the e-mail before the @. */
const EMAIL_TAKEN = 'A user with this e-mail already exists';

export const nameFromEmail = (email: string): string => email.split('@')[0] ?? email;

export function createUsersService({ users, audit, clock, companyDomain }: Deps) {
  return {
    /** The caller's preferences, as their account keeps them for every browser. */
    preferencesOf(user: UserRow): UserPreferences {
      return { locale: interfaceLocaleOf(user.locale) };
    },

    /** Keeps the caller's interface language (null: let each browser decide again). */
    async setPreferences(user: UserRow, preferences: UserPreferences): Promise<UserPreferences> {
      await users.setLocale(user.id, preferences.locale);
      return { locale: preferences.locale };
    },

    /** An admin creates a user, with the server's own checks on domain, teams and duplicates. */
    async register(
      context: AdminContext,
      pathEmail: string,
      input: RegisterPayload,
    ): Promise<RegisteredUser> {
      const email = input.email.trim().toLowerCase();
      if (pathEmail.trim().toLowerCase() !== email) {
        throw badRequest('email: the e-mail in the path and in the body must be the same', {
          reason: 'email_mismatch',
          field: 'email',
        });
      }
      if (!email.endsWith(`@${companyDomain}`)) {
        throw badRequest(`email: Only ${companyDomain} e-mails are allowed`, {
          reason: 'email_domain',
          field: 'email',
          values: { domain: companyDomain },
        });
      }
      const teamIds = [...new Set(input.agents)];
      const known = await users.existingTeamIds(teamIds);
      const unknown = teamIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw badRequest(`agents: unknown team ${unknown.join(', ')}`, {
          reason: 'unknown_team',
          field: 'agents',
          values: { teams: unknown.join(', ') },
        });
      if ((await users.findByEmail(email)) !== undefined)
        throw conflict(EMAIL_TAKEN, { reason: 'email_taken', field: 'email' });

      const user = {
        id: newId(),
        email,
        name: nameFromEmail(email),
        passwordHash: input.authProvider === 'password' ? await hashPassword(input.password) : null,
        authProvider: input.authProvider,
        isAdmin: false,
        createdAt: clock.now().toISOString(),
      };
      const entry = audit.entry({
        action: 'user.created',
        actor: context.actor,
        ip: context.ip,
        target: { type: 'user', id: user.id },
        detail: { email, provider: user.authProvider, teams: [...teamIds].sort() },
      });
      try {
        await users.insert(user, teamIds, [entry]);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, { reason: 'email_taken', field: 'email' });
        throw error;
      }
      return {
        success: true,
        user: {
          id: user.id,
          email,
          name: user.name,
          authProvider: user.authProvider,
          admin: false,
          agents: teamIds.sort(),
        },
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
