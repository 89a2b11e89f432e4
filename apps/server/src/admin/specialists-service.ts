import type {
  AdminSpecialist,
  CreateSpecialistPayload,
  Deleted,
  ReorderSpecialistsRequest,
  UpdateSpecialistRequest,
} from '@brief/contract/admin-console';
import type { Clock } from '../clock';
import { badRequest, conflict, notFound } from '../errors';
import { newId } from '../ids';
import type { SpecialistRow, TeamRow } from '../teams/repo';
import type { AdminContext, AuditEvent, AuditService } from './audit';
import type { CatalogueRepo } from './catalogue-repo';
import { changesOf, isEmpty, orConflict } from './changes';

type Deps = { catalogue: CatalogueRepo; audit: AuditService; clock: Clock };

export const toAdminSpecialist = (specialist: SpecialistRow): AdminSpecialist => ({
  id: specialist.id,
  teamId: specialist.agent_id,
  name: specialist.name,
  description: specialist.description,
  instructions: specialist.instructions,
  position: specialist.position,
  createdAt: specialist.created_at,
});

/** Moves `id` to `position` (clamped) in the list of ids. */
function placed(ids: readonly string[], id: string, position: number | undefined): string[] {
  const rest = ids.filter((other) => other !== id);
  const at = position === undefined ? rest.length : Math.min(position, rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

const specialistNameTaken = (name: string) =>
  conflict(`This team already has a specialist named "${name}"`, {
    reason: 'specialist_name_taken',
    field: 'name',
    values: { name },
  });

/**
 * A team's specialists in their order. Every change renumbers the team's positions 0…n-1 in the same
 * transaction, so the chat lists them as the admin arranged them.
 */
export function createSpecialistsService({ catalogue, audit, clock }: Deps) {
  const requireTeam = async (teamId: string): Promise<TeamRow> => {
    const team = await catalogue.team(teamId);
    if (team === undefined) throw notFound('Team not found');
    return team;
  };
  const requireSpecialist = async (teamId: string, specialistId: string) => {
    const specialists = await catalogue.specialists((await requireTeam(teamId)).id);
    const specialist = specialists.find((s) => s.id === specialistId);
    if (specialist === undefined) throw notFound('Specialist not found');
    return { specialist, specialists };
  };
  const event = (context: AdminContext, rest: Omit<AuditEvent, 'actor' | 'ip'>) =>
    audit.entry({ actor: context.actor, ip: context.ip, ...rest });

  return {
    async specialists(teamId: string): Promise<AdminSpecialist[]> {
      return (await catalogue.specialists((await requireTeam(teamId)).id)).map(toAdminSpecialist);
    },

    async createSpecialist(
      context: AdminContext,
      teamId: string,
      request: CreateSpecialistPayload,
    ): Promise<AdminSpecialist> {
      const team = await requireTeam(teamId);
      const specialists = await catalogue.specialists(team.id);
      if (specialists.some((s) => s.name === request.name)) throw specialistNameTaken(request.name);
      const id = newId();
      const order = placed(
        specialists.map((s) => s.id),
        id,
        request.position,
      );
      const row = {
        id,
        agent_id: team.id,
        name: request.name,
        description: request.description,
        instructions: request.instructions,
        position: order.indexOf(id),
        created_at: clock.now().toISOString(),
      };
      const entry = event(context, {
        action: 'specialist.created',
        target: { type: 'specialist', id },
        detail: { team: team.id, name: row.name, position: row.position },
      });
      await orConflict(catalogue.insertSpecialist(row, order, [entry]), specialistNameTaken(request.name));
      return toAdminSpecialist(row);
    },

    async updateSpecialist(
      context: AdminContext,
      teamId: string,
      specialistId: string,
      request: UpdateSpecialistRequest,
    ): Promise<AdminSpecialist> {
      const { specialist, specialists } = await requireSpecialist(teamId, specialistId);
      if (
        request.name !== undefined &&
        specialists.some((s) => s.name === request.name && s.id !== specialist.id)
      ) {
        throw specialistNameTaken(request.name);
      }
      const ids = specialists.map((s) => s.id);
      const order = request.position === undefined ? undefined : placed(ids, specialist.id, request.position);
      const moved = order !== undefined && order.some((id, index) => ids[index] !== id);
      const fields = {
        name: request.name,
        description: request.description,
        instructions: request.instructions,
      };
      const changes = changesOf(specialist, fields, ['instructions']);
      if (moved)
        changes.detail.position = { from: ids.indexOf(specialist.id), to: order.indexOf(specialist.id) };
      if (!isEmpty(changes)) {
        const entry = event(context, {
          action: 'specialist.changed',
          target: { type: 'specialist', id: specialist.id },
          detail: { team: specialist.agent_id, name: specialist.name, ...changes.detail },
        });
        await orConflict(
          catalogue.updateSpecialist(specialist, changes.set, moved ? order : undefined, [entry]),
          specialistNameTaken(request.name ?? ''),
        );
      }
      const updated = (await catalogue.specialists(specialist.agent_id)).find((s) => s.id === specialist.id);
      if (updated === undefined) throw notFound('Specialist not found');
      return toAdminSpecialist(updated);
    },

    async reorderSpecialists(
      context: AdminContext,
      teamId: string,
      request: ReorderSpecialistsRequest,
    ): Promise<AdminSpecialist[]> {
      const team = await requireTeam(teamId);
      const current = (await catalogue.specialists(team.id)).map((s) => s.id);
      const wanted = request.specialistIds;
      const same = new Set(wanted);
      if (
        same.size !== wanted.length ||
        wanted.length !== current.length ||
        current.some((id) => !same.has(id))
      ) {
        throw badRequest('specialistIds: list every specialist of the team once, in the new order', {
          reason: 'specialist_order',
          field: 'specialistIds',
        });
      }
      if (wanted.some((id, index) => current[index] !== id)) {
        const entry = event(context, {
          action: 'specialists.reordered',
          target: { type: 'team', id: team.id },
          detail: { from: current, to: wanted },
        });
        await catalogue.reorderSpecialists(team.id, wanted, [entry]);
      }
      return (await catalogue.specialists(team.id)).map(toAdminSpecialist);
    },

    async deleteSpecialist(context: AdminContext, teamId: string, specialistId: string): Promise<Deleted> {
      const { specialist, specialists } = await requireSpecialist(teamId, specialistId);
      const entry = event(context, {
        action: 'specialist.deleted',
        target: { type: 'specialist', id: specialist.id },
        detail: { team: specialist.agent_id, name: specialist.name },
      });
      const order = specialists.map((s) => s.id).filter((id) => id !== specialist.id);
      await catalogue.deleteSpecialist(specialist, order, [entry]);
      return { id: specialist.id, deleted: true };
    },
  };
}

export type SpecialistsService = ReturnType<typeof createSpecialistsService>;
