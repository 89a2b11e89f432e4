import type { Transaction } from 'kysely';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { AppError, rateLimited } from '../errors';
import { previewUsage, takeUsage, takeUsageNow, UsageRefused } from './usage-repo';
import type { UsageRule } from './usage-rules';

const MB = 1024 * 1024;

/** A wait said in words: seconds under two minutes, then minutes, then hours. */
function waitInWords(seconds: number): string {
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  if (seconds < 2 * 3600) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / 3600)} hours`;
}

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/**
 * The per-user limits on what costs money or room, counted in the database so every instance shares
 * them: `RUNS_PER_MINUTE` runs and regenerations in any 60 s, and `UPLOAD_MB_PER_DAY` of uploads in any
 * 24 h (a rolling day, not the calendar's). Each refusal is a 429 with Retry-After.
 */
export function createUsageLimits(db: Db, clock: Clock, limits: Config['limits']) {
  const runs: UsageRule = { limit: limits.runsPerMinute, windowMs: 60_000 };
  const uploads: UsageRule = { limit: limits.uploadMbPerDay * MB, windowMs: 24 * 3600_000 };

  /** The 429 a refusal answers, in words the composer shows. */
  const refusal = (refused: UsageRefused): AppError => {
    const wait = refused.retryAfterSeconds;
    if (refused.kind === 'run')
      return rateLimited(
        `You have asked for ${runs.limit} replies in the last minute, as many as allowed. Try again in ${waitInWords(wait)}.`,
        wait,
        { reason: 'runs_per_minute', values: { limit: runs.limit } },
      );
    const left = Math.max(0, uploads.limit - refused.used);
    return rateLimited(
      `This upload would go over your upload limit of ${limits.uploadMbPerDay} MB a day (${megabytes(left)} left). Try again in ${waitInWords(wait)}.`,
      wait,
      {
        reason: 'uploads_per_day',
        values: { limitMb: limits.uploadMbPerDay, leftMb: Math.round((left / MB) * 10) / 10 },
      },
    );
  };

  return {
    /**
     * Counts a run or regenerate of `userId` accepted at `at`, inside the transaction that accepts it
     * (UsageRefused, and nothing stored, when the minute's runs are used up).
     */
    takeRun: (trx: Transaction<Database>, userId: string, at: string): Promise<void> =>
      takeUsage(trx, { userId, kind: 'run', amount: 1, at }, runs),

    /** Counts an accepted upload's bytes (429 when they would go over the day's). */
    async takeUpload(userId: string, bytes: number): Promise<void> {
      if (bytes > uploads.limit)
        throw new AppError(
          'payload_too_large',
          `This upload (${megabytes(bytes)}) is larger than the upload limit of ${limits.uploadMbPerDay} MB a day`,
          { detail: { reason: 'upload_over_day', values: { limitMb: limits.uploadMbPerDay } } },
        );
      const use = { userId, kind: 'upload' as const, amount: bytes, at: clock.now().toISOString() };
      try {
        await takeUsageNow(db, use, uploads);
      } catch (error) {
        throw error instanceof UsageRefused ? refusal(error) : error;
      }
    },

    /** Refuses an upload at once (429) when the day's limit has no room left at all, before it is read. */
    async checkUploadRoom(userId: string): Promise<void> {
      const use = { userId, kind: 'upload' as const, amount: 1, at: clock.now().toISOString() };
      const refused = await previewUsage(db, use, uploads);
      if (refused !== null) throw refusal(refused);
    },

    refusal,
  };
}

export type UsageLimits = ReturnType<typeof createUsageLimits>;
