import type { FastifyRequest, RouteOptions } from 'fastify';
import { currentUser } from '../auth/authenticate';
import type { Db } from '../db/database';
import { forbidden } from '../errors';

/**
 * What a team lead may do on an admin route, decided by each route (`config.leads`):
 * - `'team'`: the path's :teamId must be a team they lead (without one, the team of the path's
 *   :customerId);
 * - `'own'`: the handler answers with their teams' part only (lists, reports) or checks the change;
 * - `false`: admins only (admin flags, people's accounts, creating or deleting teams).
 */
export type LeadAccess = 'team' | 'own' | false;

/** Who is calling an admin route: an admin (everything) or a lead (their teams only). */
export type AdminScope = { admin: true } | { admin: false; teams: readonly string[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every admin route says what a team lead may do there; routes that do not are admins-only. */
    leads?: LeadAccess;
  }
  interface FastifyRequest {
    adminScope: AdminScope | null;
  }
}

/**
 * Every route under /api/admin as it registers (`METHOD url` → its lead access; undefined when the route
 * decides nothing): the test walks it, so a new admin route without a decision for leads fails it.
 */
export const adminRouteTable = new Map<string, LeadAccess | undefined>();

/** The app's onRoute hook: notes each admin route in the table. */
export function recordAdminRoute(route: RouteOptions): void {
  if (!route.url.startsWith('/api/admin/')) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (method !== 'HEAD') adminRouteTable.set(`${method} ${route.url}`, route.config?.leads);
  }
}

/** Who leads which team. */
export function createLeadsRepo(db: Db) {
  return {
    /** Ids of the teams the user leads, sorted. */
    async teamsLedBy(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('team_leads')
        .select('agent_id')
        .where('user_id', '=', userId)
        .orderBy('agent_id')
        .execute();
      return rows.map((row) => row.agent_id);
    },

    /** The team of a customer, if the customer exists. */
    async teamOfCustomer(customerId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('customers')
        .select('agent_id')
        .where('id', '=', customerId)
        .executeTakeFirst();
      return row?.agent_id;
    },

    /** Team ids each of these users leads, sorted. */
    async leadOf(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const leads = new Map<string, string[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return leads;
      const rows = await db
        .selectFrom('team_leads')
        .select(['user_id', 'agent_id'])
        .where('user_id', 'in', [...userIds])
        .orderBy('agent_id')
        .execute();
      for (const row of rows) leads.get(row.user_id)?.push(row.agent_id);
      return leads;
    },
  };
}

export type LeadsRepo = ReturnType<typeof createLeadsRepo>;

const notAdmin = () => forbidden('Admin privileges required');

/**
 * The admin routes' guard, run as soon as the token is checked (before any body is read): an admin
 * may do everything; a lead only what the route allows leads, and on a :teamId route only for a team
 * they lead; anyone else gets 403 and learns nothing more. The lead's teams are read on every call, so
 * taking a lead away takes effect at once.
 */
export function adminScopeGuard(leads: LeadsRepo) {
  return async (request: FastifyRequest): Promise<void> => {
    const user = currentUser(request);
    if (user.is_admin === 1) {
      request.adminScope = { admin: true };
      return;
    }
    const access = request.routeOptions.config.leads;
    if (access === undefined || access === false) throw notAdmin();
    const teams = await leads.teamsLedBy(user.id);
    if (teams.length === 0) throw notAdmin();
    if (access === 'team') {
      const params = request.params as { teamId?: unknown; customerId?: unknown };
      const teamId =
        params.teamId === undefined && typeof params.customerId === 'string'
          ? await leads.teamOfCustomer(params.customerId)
          : params.teamId;
      if (typeof teamId !== 'string' || !teams.includes(teamId))
        throw forbidden('You can only manage the teams you lead');
    }
    request.adminScope = { admin: false, teams };
  };
}

/** The scope the guard set for this request. */
export function adminScope(request: FastifyRequest): AdminScope {
  if (request.adminScope === null) throw notAdmin();
  return request.adminScope;
}

/** The teams a report or list is limited to: undefined for an admin (every team). */
export const scopedTeams = (scope: AdminScope): readonly string[] | undefined =>
  scope.admin ? undefined : scope.teams;
