import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import { cutoffOf } from './policy';
import type { RetentionRepo } from './retention-repo';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's retention sweep: its timers run it; tests (and anyone holding the app) may run it now. */
    retention: RetentionSweep;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

export const retentionTimings = {
  /** The first sweep, after start: late enough not to slow the start, early enough to be seen. */
  firstSweepMs: 60_000,
  /** Then once a day. */
  everyMs: DAY_MS,
  /** How long a sweep holds its lease between batches; it renews it after each one. */
  leaseMs: 10 * 60_000,
  /** A finished sweep keeps the lease this long, so the other instances do not sweep again that day. */
  restMs: 23 * 60 * 60 * 1000,
  /** Chats deleted between two yields to the event loop (each chat in its own short transaction). */
  batchSize: 100,
};

const LEASE = 'retention-sweep';

/** What one sweep deleted, as its audit entry records it. */
export type SweepCounts = {
  chats: number;
  /** Old chats kept because their owner is on legal hold. */
  held: number;
  teams: { id: string; name: string; days: number; chats: number }[];
};

type Deps = {
  repo: RetentionRepo;
  /** Deletes an owner's chat with everything of it (the chat module's, which the chat DELETE uses). */
  deleteChat: (ownerId: string, chatId: string) => Promise<boolean>;
  audit: Pick<AuditService, 'record'>;
  clock: Clock;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  timings?: Partial<typeof retentionTimings>;
};

/**
 * The daily retention sweep: deletes the chats every team's policy no longer keeps, on one instance at
 * a time (a lease in the database), in small batches with a yield between so users' requests go first.
 */
export function createRetentionSweep({ repo, deleteChat, audit, clock, log, timings }: Deps) {
  const { firstSweepMs, everyMs, leaseMs, restMs, batchSize } = { ...retentionTimings, ...timings };
  const later = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
  let stopped = false;
  let running: Promise<unknown> | undefined;
  const timers: NodeJS.Timeout[] = [];

  /** Deletes the team's expired chats batch by batch, renewing the lease; stops early when the app stops. */
  const sweepTeam = async (teamId: string, cutoff: string, holder: string): Promise<number> => {
    let deleted = 0;
    let after = '';
    for (;;) {
      if (stopped) return deleted;
      const batch = await repo.expiredChats(teamId, cutoff, after, batchSize);
      for (const chat of batch) {
        if (stopped) return deleted;
        if (await deleteChat(chat.user_id, chat.id)) deleted += 1;
      }
      const last = batch.at(-1);
      if (last === undefined || batch.length < batchSize) return deleted;
      after = last.id;
      if (!(await repo.takeLease(LEASE, holder, clock.now().toISOString(), later(leaseMs)))) {
        throw new Error('the retention lease was lost');
      }
      await nextTurn();
    }
  };

  /** Lets another instance (or sweep) take the lease at once. */
  const release = (holder: string) =>
    repo.takeLease(LEASE, holder, clock.now().toISOString(), clock.now().toISOString());

  /** One sweep; null when another instance (or sweep) holds the lease, or no team has a policy. */
  const sweep = async (): Promise<SweepCounts | null> => {
    const holder = randomUUID();
    if (!(await repo.takeLease(LEASE, holder, clock.now().toISOString(), later(leaseMs)))) return null;
    try {
      const policies = await repo.teamsWithPolicy();
      if (policies.length === 0) {
        await release(holder);
        return null;
      }
      const counts: SweepCounts = { chats: 0, held: 0, teams: [] };
      for (const team of policies) {
        const cutoff = cutoffOf(clock.now(), team.retention_days);
        const chats = await sweepTeam(team.id, cutoff, holder);
        counts.chats += chats;
        counts.held += await repo.countHeld(team.id, cutoff);
        counts.teams.push({ id: team.id, name: team.name, days: team.retention_days, chats });
      }
      await audit.record({ action: 'retention.sweep', actor: null, detail: counts });
      log.info({ retention: counts }, 'retention sweep done');
      await repo.takeLease(LEASE, holder, clock.now().toISOString(), later(restMs));
      return counts;
    } catch (error) {
      // Another instance may try again at once.
      await release(holder);
      throw error;
    }
  };

  const sweepLogged = () => {
    running = sweep().catch((error: unknown) => {
      log.error({ err: error }, 'retention sweep failed');
    });
  };

  return {
    sweep,

    /** Sweeps a minute after start, then every day; the timers never keep the process alive. */
    start(): void {
      timers.push(setTimeout(sweepLogged, firstSweepMs).unref(), setInterval(sweepLogged, everyMs).unref());
    },

    /** Stops the timers; a sweep under way ends after its current batch. */
    async close(): Promise<void> {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await running;
    },
  };
}

export type RetentionSweep = ReturnType<typeof createRetentionSweep>;
