const DAY_MS = 24 * 60 * 60 * 1000;

/** Chats last changed before this instant are past a policy of `days` days. */
export function cutoffOf(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}
