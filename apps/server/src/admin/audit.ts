import type {
  AuditAction,
  AuditEntry,
  AuditPage,
  AuditParty,
  AuditTargetType,
  auditQuerySchema,
} from '@brief/contract/admin-console';
import { auditActionSchema, auditTargetTypes } from '@brief/contract/admin-console';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { newId } from '../ids';
import type { AuditPageRow, AuditRepo, AuditRow } from './audit-repo';
import { decodeCursor, encodeCursor } from './cursor';

export type AuditActor = { id: string; email: string };

/** Who makes an admin call and from where: all an audited change needs to know of the request. */
export type AdminContext = { actor: AuditActor; ip: string };

export type AuditEvent = {
  action: AuditAction;
  /** The signed-in user who did it; null when nobody is (a failed sign-in). */
  actor: AuditActor | null;
  /** Without an actor: the e-mail that was tried. */
  actorEmail?: string | undefined;
  target?: { type: AuditTargetType; id: string } | undefined;
  /** What changed (`{field: {from, to}}`), why a sign-in failed, … Stored as JSON text. */
  detail?: Record<string, unknown> | undefined;
  ip?: string | null | undefined;
  /**
   * The team the entry concerns, read by that team's leads. Without it: the target's id when the
   * target is a team, else the detail's `team`.
   */
  team?: string | undefined;
};

/** One sign-in attempt, password or Google, as the sign-in services report it. */
export type SignInAttempt = {
  method: 'password' | 'google' | 'oidc';
  succeeded: boolean;
  /** The e-mail typed, or the one in the provider's token; undefined when there was none. */
  email: string | undefined;
  /** The account it matched, when one did. */
  user: AuditActor | undefined;
  /** Why it was refused (kept for admins; callers never see it). */
  reason?: string | undefined;
  ip: string;
};

const MAX_EMAIL = 320;

const teamOf = (event: AuditEvent): string | null => {
  if (event.target?.type === 'team') return event.target.id;
  const team = event.detail?.team;
  return typeof team === 'string' ? team : null;
};

/**
 * The audit log. Changes made through the admin console write their entry inside their own transaction
 * (their repos take `entry(...)` rows); sign-ins and other one-off events use `record`/`recordSignIn`.
 */
export function createAuditService({ repo, clock }: { repo: AuditRepo; clock: Clock }) {
  const entry = (event: AuditEvent): AuditRow => ({
    id: newId(),
    at: clock.now().toISOString(),
    actor_user_id: event.actor?.id ?? null,
    actor_email: (event.actor?.email ?? event.actorEmail)?.slice(0, MAX_EMAIL) ?? null,
    action: event.action,
    target_type: event.target?.type ?? null,
    target_id: event.target?.id ?? null,
    detail: event.detail === undefined ? null : JSON.stringify(event.detail),
    ip: event.ip ?? null,
    team_id: event.team ?? teamOf(event),
  });

  return {
    /** The row for an event, for a repo to append in the transaction of the change it records. */
    entry,

    /** Appends one entry at once. */
    record: (event: AuditEvent): Promise<void> => repo.append([entry(event)]),

    /**
     * A sign-in, successful or not. Password sign-ins (auth/service.ts) and Google sign-ins call this;
     * a failure has no actor (whoever tried is not signed in) and names the account it aimed at.
     */
    recordSignIn(attempt: SignInAttempt): Promise<void> {
      return repo.append([
        entry({
          action: attempt.succeeded ? 'sign_in.succeeded' : 'sign_in.failed',
          actor: attempt.succeeded ? (attempt.user ?? null) : null,
          actorEmail: attempt.email,
          target: attempt.user === undefined ? undefined : { type: 'user', id: attempt.user.id },
          detail: {
            method: attempt.method,
            ...(attempt.reason === undefined ? {} : { reason: attempt.reason }),
          },
          ip: attempt.ip,
        }),
      ]);
    },

    /** A page of the log; of these teams' entries only when `teams` is given (a lead's view). */
    async page(query: z.output<typeof auditQuerySchema>, teams?: readonly string[]): Promise<AuditPage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 2);
      const rows = await repo.page({
        action: query.action,
        teams,
        after: after === undefined ? undefined : [after[0] ?? '', after[1] ?? ''],
        limit: query.limit,
      });
      const entries = rows.slice(0, query.limit);
      const last = entries.at(-1);
      return {
        entries: entries.map((row) => forLeadOf(toAuditEntry(row), teams)),
        nextCursor: rows.length > query.limit && last !== undefined ? encodeCursor([last.at, last.id]) : null,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

const targetTypes = new Set<string>(auditTargetTypes);

/**
 * An entry as a lead of `teams` reads it: a change of a person's teams (written as that team's entry
 * when it touched one team) shows only the lead's teams in its lists, and none of the other changes
 * the same call made (admin flag, leads, legal hold, name): those are an admin's business.
 */
function forLeadOf(entry: AuditEntry, teams: readonly string[] | undefined): AuditEntry {
  if (teams === undefined || entry.action !== 'user.changed' || entry.detail === null) return entry;
  const led = (value: unknown): string[] =>
    Array.isArray(value)
      ? value.filter((team): team is string => typeof team === 'string' && teams.includes(team))
      : [];
  const { email, teams: change } = entry.detail;
  const fromTo = typeof change === 'object' && change !== null ? (change as Record<string, unknown>) : null;
  return {
    ...entry,
    detail: {
      ...(email === undefined ? {} : { email }),
      ...(fromTo === null ? {} : { teams: { from: led(fromTo.from), to: led(fromTo.to) } }),
    },
  };
}

function toAuditEntry(row: AuditPageRow): AuditEntry {
  const detail = parseDetail(row.detail);
  const targetType =
    row.target_type !== null && targetTypes.has(row.target_type)
      ? (row.target_type as AuditTargetType)
      : null;
  return {
    id: row.id,
    at: row.at,
    actorUserId: row.actor_user_id,
    actorEmail: row.actor_email,
    // Written from the same list; parsing keeps a stray value from passing as one of them.
    action: auditActionSchema.parse(row.action),
    targetType,
    targetId: row.target_id,
    detail,
    ip: row.ip,
    actor: actorOf(row),
    target: targetOf(row, targetType, detail),
  };
}

/** The signed-in user who did it: their current name, or the e-mail the entry kept once they are gone. */
function actorOf(row: AuditPageRow): AuditParty | null {
  if (row.actor_user_id === null) return null;
  if (row.actor_name !== null) {
    return {
      name: row.actor_name || (row.actor_current_email ?? ''),
      email: row.actor_current_email,
      exists: true,
    };
  }
  const kept = row.actor_email ?? row.actor_user_id;
  return { name: kept, email: row.actor_email, exists: false };
}

/**
 * What the entry is about: its current name while it exists; once deleted, the name the entry kept
 * (a person's e-mail, a chat's title, anything else's name) or, failing that, its id.
 */
function targetOf(
  row: AuditPageRow,
  type: AuditTargetType | null,
  detail: Record<string, unknown> | null,
): AuditParty | null {
  if (type === null || row.target_id === null) return null;
  const isPerson = type === 'user';
  if (row.target_name !== null) {
    const email = isPerson ? row.target_email : null;
    return { name: row.target_name || (email ?? row.target_id), email, exists: true };
  }
  const keptEmail = isPerson ? (text(detail?.email) ?? row.actor_email) : null;
  const kept = isPerson ? keptEmail : keptName(type === 'chat' ? detail?.title : detail?.name);
  return { name: kept ?? row.target_id, email: keptEmail, exists: false };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A kept name: as it was, or, in an entry that changed it (`{from, to}`), the one it was given. */
const keptName = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && 'to' in value ? text(value.to) : text(value);

function parseDetail(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { text };
  }
}
