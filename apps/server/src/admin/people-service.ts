import type {
  AdminUser,
  AdminUserPage,
  ResetPasswordRequest,
  UpdateUserRequest,
  adminUsersQuerySchema,
} from '@brief/contract/admin-console';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import type { Clock } from '../clock';
import type { UsersTable } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { UserRow, UsersRepo } from '../users/repo';
import type { AdminContext, AuditService } from './audit';
import type { AuditRow } from './audit-repo';
import { decodeCursor, encodeCursor } from './cursor';
import type { PeopleRepo } from './people-repo';
import type { AdminScope, LeadsRepo } from './scope';

type Deps = {
  people: PeopleRepo;
  users: UsersRepo;
  leads: LeadsRepo;
  audit: AuditService;
  clock: Clock;
  /** Sign-in failures of an e-mail; a reset password starts with a clean slate. */
  limiter: { clearEmail(email: string): Promise<void> };
  /** Running replies: a disabled user's are stopped (what was written is kept, marked stopped). */
  runs: { stopUser(userId: string): Promise<number> };
};

export const toAdminUser = (
  user: UserRow,
  teams: readonly string[],
  leadOf: readonly string[],
  groupTeams: readonly string[] = [],
): AdminUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  picture: user.picture,
  provider: user.auth_provider,
  admin: user.is_admin === 1,
  teams: [...teams],
  groupTeams: [...groupTeams],
  leadOf: [...leadOf],
  lastSignInAt: user.last_login_at,
  disabled: user.disabled_at !== null,
  disabledAt: user.disabled_at,
  createdAt: user.created_at,
  legalHold: user.legal_hold === 1,
});

/**
 * A person as a team's lead may see them: what concerns the teams they lead and nothing else. Their
 * grants, group grants and leads of other teams are left out, and the admin flag and legal hold (an
 * admin's business) read false whatever they are.
 */
export function forScope(person: AdminUser, scope: AdminScope): AdminUser {
  if (scope.admin) return person;
  const led = (teams: readonly string[]) => teams.filter((team) => scope.teams.includes(team));
  return {
    ...person,
    admin: false,
    legalHold: false,
    teams: led(person.teams),
    groupTeams: led(person.groupTeams),
    leadOf: led(person.leadOf),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** Who may use Brief and which teams: list, change, disable and enable, reset passwords. */
const ADMIN: AdminScope = { admin: true };

/** The teams in one list and not the other. */
const teamsChanged = (from: readonly string[], to: readonly string[]) => [
  ...from.filter((team) => !to.includes(team)),
  ...to.filter((team) => !from.includes(team)),
];

/**
 * A lead's `teams` are the teams they lead the person should have: the person's other teams are not
 * shown to them (forScope) and stay as they are, whether the request names them or not.
 */
const othersKept = (scope: AdminScope, current: readonly string[]): readonly string[] =>
  scope.admin ? [] : current.filter((team) => !scope.teams.includes(team));

/**
 * A lead may only grant or take away teams they lead: no other field, no other team (naming a team
 * they don't lead that the person doesn't have is refused).
 */
function checkLeadChange(scope: AdminScope, request: UpdateUserRequest, changedTeams: readonly string[]) {
  if (scope.admin) return;
  const fields = Object.entries(request).filter(([, value]) => value !== undefined);
  if (fields.some(([field]) => field !== 'teams'))
    throw forbidden("A team's lead may only grant or take away the teams they lead");
  if (changedTeams.some((team) => !scope.teams.includes(team)))
    throw forbidden('You can only grant or take away the teams you lead');
}

export function createPeopleService({ people, users, leads, audit, clock, limiter, runs }: Deps) {
  const requireUser = async (userId: string): Promise<UserRow> => {
    const user = await users.findById(userId);
    if (user === undefined) throw notFound('User not found');
    return user;
  };

  const present = async (userId: string): Promise<AdminUser> =>
    toAdminUser(
      await requireUser(userId),
      await users.teamIdsOf(userId),
      (await leads.leadOf([userId])).get(userId) ?? [],
      (await people.groupTeamsOf([userId])).get(userId) ?? [],
    );

  const checkTeams = async (field: 'teams' | 'leadOf', ids: readonly string[]) => {
    const known = await users.existingTeamIds(ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw badRequest(`${field}: unknown team ${unknown.join(', ')}`, {
        reason: 'unknown_team',
        field,
        values: { teams: unknown.join(', ') },
      });
  };

  return {
    async list(
      query: z.output<typeof adminUsersQuerySchema>,
      scope: AdminScope = ADMIN,
    ): Promise<AdminUserPage> {
      const afterEmail = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 1)[0];
      const rows = await people.page({ q: query.q, afterEmail, limit: query.limit });
      const page = rows.slice(0, query.limit);
      const ids = page.map((user) => user.id);
      const [teams, leadOf, groupTeams] = await Promise.all([
        people.teamsOf(ids),
        leads.leadOf(ids),
        people.groupTeamsOf(ids),
      ]);
      const last = page.at(-1);
      return {
        users: page.map((user) =>
          forScope(
            toAdminUser(
              user,
              teams.get(user.id) ?? [],
              leadOf.get(user.id) ?? [],
              groupTeams.get(user.id) ?? [],
            ),
            scope,
          ),
        ),
        nextCursor: rows.length > query.limit && last !== undefined ? encodeCursor([last.email]) : null,
      };
    },

    /**
     * Name, admin flag, teams and disabled state, in one transaction with their audit entries. An admin
     * keeps their own admin flag and account: nobody can lock themselves (and maybe everyone) out.
     */
    async update(
      context: AdminContext,
      userId: string,
      request: UpdateUserRequest,
      scope: AdminScope = ADMIN,
    ): Promise<AdminUser> {
      checkLeadChange(scope, request, []);
      const self = context.actor.id === userId;
      if (self && request.admin === false) {
        throw conflict('You cannot remove your own admin rights; ask another admin to do it', {
          reason: 'own_admin_rights',
        });
      }
      if (self && request.disabled === true)
        throw conflict('You cannot disable your own account', { reason: 'disable_self' });
      const user = await requireUser(userId);
      const currentTeams = (await users.teamIdsOf(userId)).sort();

      let teams: string[] | undefined;
      if (request.teams !== undefined) {
        const wanted = [...new Set([...request.teams, ...othersKept(scope, currentTeams)])].sort();
        checkLeadChange(scope, request, teamsChanged(currentTeams, wanted));
        await checkTeams('teams', wanted);
        if (!sameList(wanted, currentTeams)) teams = wanted;
      }
      let leadOf: string[] | undefined;
      const currentLeadOf = (await leads.leadOf([userId])).get(userId) ?? [];
      if (request.leadOf !== undefined) {
        const wanted = [...new Set(request.leadOf)].sort();
        await checkTeams('leadOf', wanted);
        if (!sameList(wanted, currentLeadOf)) leadOf = wanted;
      }

      const changes: Updateable<UsersTable> = {};
      const changed: Record<string, { from: unknown; to: unknown }> = {};
      if (request.name !== undefined && request.name !== user.name) {
        changes.name = request.name;
        changed.name = { from: user.name, to: request.name };
      }
      if (request.admin !== undefined && request.admin !== (user.is_admin === 1)) {
        changes.is_admin = request.admin ? 1 : 0;
        changed.admin = { from: user.is_admin === 1, to: request.admin };
      }
      if (teams !== undefined) changed.teams = { from: currentTeams, to: teams };
      if (request.legalHold !== undefined && request.legalHold !== (user.legal_hold === 1)) {
        changes.legal_hold = request.legalHold ? 1 : 0;
        changed.legalHold = { from: user.legal_hold === 1, to: request.legalHold };
      }
      if (leadOf !== undefined) changed.leadOf = { from: currentLeadOf, to: leadOf };

      const entries: AuditRow[] = [];
      const target = { type: 'user' as const, id: user.id };
      // A grant or removal of one team is that team's entry too: its lead reads it.
      const touched = teams === undefined ? [] : teamsChanged(currentTeams, teams);
      const team = touched.length === 1 ? touched[0] : undefined;
      const event = { actor: context.actor, ip: context.ip, target };
      if (Object.keys(changed).length > 0) {
        entries.push(
          audit.entry({ ...event, team, action: 'user.changed', detail: { email: user.email, ...changed } }),
        );
      }
      if (request.disabled !== undefined && request.disabled !== (user.disabled_at !== null)) {
        changes.disabled_at = request.disabled ? clock.now().toISOString() : null;
        entries.push(
          audit.entry({
            ...event,
            action: request.disabled ? 'user.disabled' : 'user.enabled',
            detail: { email: user.email },
          }),
        );
      }
      // A disable or a change of admin flag ends the user's sessions: what their tokens may do changed.
      const endSessions = changes.disabled_at !== undefined || changes.is_admin !== undefined;
      if (
        entries.length > 0 &&
        !(await people.update(user.id, changes, teams, entries, { endSessions, leadOf }))
      ) {
        throw conflict('Brief needs at least one active admin: make someone else an admin first', {
          reason: 'last_admin',
        });
      }
      if (changes.disabled_at != null) await runs.stopUser(user.id);
      return forScope(await present(user.id), scope);
    },

    async resetPassword(
      context: AdminContext,
      userId: string,
      request: ResetPasswordRequest,
    ): Promise<{ id: string; passwordReset: true }> {
      const user = await requireUser(userId);
      if (user.auth_provider === 'oidc') {
        throw conflict(
          "This user signs in through the company's OpenID provider and has no password to reset",
          {
            reason: 'password_from_oidc',
          },
        );
      }
      if (user.auth_provider !== 'password') {
        throw conflict('This user signs in with Google and has no password to reset', {
          reason: 'password_from_google',
        });
      }
      const entry = audit.entry({
        action: 'user.password_reset',
        actor: context.actor,
        ip: context.ip,
        target: { type: 'user', id: user.id },
        detail: { email: user.email },
      });
      await people.setPassword(user.id, await hashPassword(request.password), [entry]);
      await limiter.clearEmail(user.email);
      return { id: user.id, passwordReset: true };
    },

    /** Ends every session of the user: their tokens, renewed ones included, stop working at once. */
    async signOut(context: AdminContext, userId: string): Promise<{ id: string; signedOut: true }> {
      const user = await requireUser(userId);
      await users.endSessions(user.id, [
        audit.entry({
          action: 'user.signed_out_everywhere',
          actor: context.actor,
          ip: context.ip,
          target: { type: 'user', id: user.id },
          detail: { email: user.email, by: 'admin' },
        }),
      ]);
      return { id: user.id, signedOut: true };
    },
  };
}

export type PeopleService = ReturnType<typeof createPeopleService>;
