import type {
  AdminCustomer,
  AdminTeam,
  CreateCustomerPayload,
  CreateTeamPayload,
  Deleted,
  UpdateCustomerRequest,
  UpdateTeamRequest,
} from '@brief/contract/admin-console';
import type { Clock } from '../clock';
import { conflict, notFound } from '../errors';
import { newId } from '../ids';
import type { CustomerRow, TeamRow } from '../teams/repo';
import type { AdminContext, AuditEvent, AuditService } from './audit';
import type { CatalogueRepo, CustomerWithCount, TeamWithCounts } from './catalogue-repo';
import { parseGroups } from '../auth/oidc-repo';
import { changesOf, isEmpty, orConflict } from './changes';

type Deps = {
  catalogue: CatalogueRepo;
  audit: AuditService;
  clock: Clock;
  /** Removes the bytes of deleted customer documents from the file store. */
  removeDocumentFiles: (storageKeys: readonly string[]) => Promise<void>;
  /** A deleted team's running replies stop. */
  runs: { stopTeam(teamId: string): Promise<number> };
};

export const toAdminTeam = (team: TeamWithCounts): AdminTeam => ({
  id: team.id,
  name: team.name,
  description: team.description,
  app_name: team.app_name,
  instructions: team.instructions,
  customerCount: team.customer_count,
  specialistCount: team.specialist_count,
  memberCount: team.member_count,
  createdAt: team.created_at,
  groups: parseGroups(team.groups),
  retentionDays: team.retention_days,
});

export const toAdminCustomer = (customer: CustomerWithCount): AdminCustomer => ({
  id: customer.id,
  teamId: customer.agent_id,
  name: customer.name,
  description: customer.description,
  profile: customer.profile,
  documentCount: customer.document_count,
  createdAt: customer.created_at,
});

/** "Consulting & Content" → "consulting-content": a readable team id. */
export function teamIdFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug === '' ? 'team' : slug;
}

/**
 * Teams and their customers, as the admin console edits them (specialists: specialists-service.ts).
 * Nothing is cached: every chat run reads the catalogue afresh, so a change applies to the next message.
 */
export function createCatalogueService({ catalogue, audit, clock, removeDocumentFiles, runs }: Deps) {
  const now = () => clock.now().toISOString();

  const requireTeam = async (teamId: string): Promise<TeamRow> => {
    const team = await catalogue.team(teamId);
    if (team === undefined) throw notFound('Team not found');
    return team;
  };
  const presentTeam = async (teamId: string): Promise<AdminTeam> => {
    const team = await catalogue.teamWithCounts(teamId);
    if (team === undefined) throw notFound('Team not found');
    return toAdminTeam(team);
  };
  const requireCustomer = async (teamId: string, customerId: string): Promise<CustomerRow> => {
    const customer = await catalogue.customer((await requireTeam(teamId)).id, customerId);
    if (customer === undefined) throw notFound('Customer not found');
    return customer;
  };
  const presentCustomer = async (teamId: string, customerId: string): Promise<AdminCustomer> => {
    const [customer] = await catalogue.customers(teamId, customerId);
    if (customer === undefined) throw notFound('Customer not found');
    return toAdminCustomer(customer);
  };

  const event = (context: AdminContext, rest: Omit<AuditEvent, 'actor' | 'ip'>) =>
    audit.entry({ actor: context.actor, ip: context.ip, ...rest });

  const appNameTaken = (appName: string) =>
    conflict(`A team with the app name "${appName}" already exists`, {
      reason: 'app_name_taken',
      field: 'app_name',
      values: { name: appName },
    });
  const customerNameTaken = (name: string) =>
    conflict(`This team already has a customer named "${name}"`, {
      reason: 'customer_name_taken',
      field: 'name',
      values: { name },
    });
  const checkAppName = async (appName: string, teamId?: string) => {
    const holder = await catalogue.teamByAppName(appName);
    if (holder !== undefined && holder.id !== teamId) throw appNameTaken(appName);
  };
  const checkCustomerName = async (teamId: string, name: string, customerId?: string) => {
    const holder = await catalogue.customerNamed(teamId, name);
    if (holder !== undefined && holder.id !== customerId) {
      throw customerNameTaken(name);
    }
  };

  return {
    // ── Teams ──
    async teams(): Promise<AdminTeam[]> {
      return (await catalogue.teams()).map(toAdminTeam);
    },

    async createTeam(context: AdminContext, request: CreateTeamPayload): Promise<AdminTeam> {
      await checkAppName(request.app_name);
      let id = request.id;
      if (id !== undefined) {
        const taken = await catalogue.team(id);
        if (taken !== undefined)
          throw conflict(`A team with the id "${id}" already exists`, {
            reason: 'team_id_taken',
            field: 'id',
            values: { name: id },
          });
      } else {
        const base = teamIdFrom(request.name);
        id = base;
        for (let n = 2; (await catalogue.team(id)) !== undefined; n += 1) id = `${base}-${n}`;
      }
      const row = {
        id,
        name: request.name,
        description: request.description,
        app_name: request.app_name,
        instructions: request.instructions,
        created_at: now(),
      };
      const entry = event(context, {
        action: 'team.created',
        target: { type: 'team', id },
        detail: { name: row.name, app_name: row.app_name },
      });
      await orConflict(
        catalogue.insertTeam(row, [entry]),
        conflict('A team with this id or app name already exists', {
          reason: 'app_name_taken',
          field: 'app_name',
          values: { name: row.app_name },
        }),
      );
      return presentTeam(id);
    },

    async updateTeam(context: AdminContext, teamId: string, request: UpdateTeamRequest): Promise<AdminTeam> {
      const team = await requireTeam(teamId);
      if (request.app_name !== undefined) await checkAppName(request.app_name, team.id);
      const { retentionDays, groups, ...fields } = request;
      const changes = changesOf(
        team,
        {
          ...fields,
          ...(retentionDays === undefined ? {} : { retention_days: retentionDays }),
          ...(groups === undefined ? {} : { groups: JSON.stringify([...new Set(groups)]) }),
        },
        ['instructions'],
      );
      if (!isEmpty(changes)) {
        const entry = event(context, {
          action: 'team.changed',
          target: { type: 'team', id: team.id },
          detail: { name: team.name, ...changes.detail },
        });
        await orConflict(
          catalogue.updateTeam(team.id, changes.set, [entry]),
          appNameTaken(request.app_name ?? ''),
        );
      }
      return presentTeam(team.id);
    },

    async deleteTeam(context: AdminContext, teamId: string): Promise<Deleted> {
      const team = await requireTeam(teamId);
      const entry = event(context, {
        action: 'team.deleted',
        target: { type: 'team', id: team.id },
        detail: { name: team.name, app_name: team.app_name },
      });
      // Its chats' running replies end first, kept as written.
      await runs.stopTeam(team.id);
      await removeDocumentFiles(await catalogue.deleteTeam(team.id, [entry]));
      return { id: team.id, deleted: true };
    },

    // ── Customers ──
    async customers(teamId: string): Promise<AdminCustomer[]> {
      return (await catalogue.customers((await requireTeam(teamId)).id)).map(toAdminCustomer);
    },

    async createCustomer(
      context: AdminContext,
      teamId: string,
      request: CreateCustomerPayload,
    ): Promise<AdminCustomer> {
      const team = await requireTeam(teamId);
      await checkCustomerName(team.id, request.name);
      const row = {
        id: newId(),
        agent_id: team.id,
        name: request.name,
        description: request.description,
        profile: request.profile,
        created_at: now(),
      };
      const entry = event(context, {
        action: 'customer.created',
        target: { type: 'customer', id: row.id },
        detail: { team: team.id, name: row.name },
      });
      await orConflict(catalogue.insertCustomer(row, [entry]), customerNameTaken(row.name));
      return presentCustomer(team.id, row.id);
    },

    async updateCustomer(
      context: AdminContext,
      teamId: string,
      customerId: string,
      request: UpdateCustomerRequest,
    ): Promise<AdminCustomer> {
      const customer = await requireCustomer(teamId, customerId);
      if (request.name !== undefined) await checkCustomerName(customer.agent_id, request.name, customer.id);
      const changes = changesOf(customer, request, ['profile']);
      if (!isEmpty(changes)) {
        const entry = event(context, {
          action: 'customer.changed',
          target: { type: 'customer', id: customer.id },
          detail: { team: customer.agent_id, name: customer.name, ...changes.detail },
        });
        await orConflict(
          catalogue.updateCustomer(customer, changes.set, [entry]),
          customerNameTaken(request.name ?? ''),
        );
      }
      return presentCustomer(customer.agent_id, customer.id);
    },

    async deleteCustomer(context: AdminContext, teamId: string, customerId: string): Promise<Deleted> {
      const customer = await requireCustomer(teamId, customerId);
      const entry = event(context, {
        action: 'customer.deleted',
        target: { type: 'customer', id: customer.id },
        detail: { team: customer.agent_id, name: customer.name },
      });
      await removeDocumentFiles(await catalogue.deleteCustomer(customer, [entry]));
      return { id: customer.id, deleted: true };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
