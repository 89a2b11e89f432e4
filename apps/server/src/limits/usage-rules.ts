/** A per-user limit: at most `limit` (runs, bytes) in any window of `windowMs` ending now. */
export type UsageRule = { limit: number; windowMs: number };

/** A use counted earlier: when it was taken (ISO time) and how much. */
export type CountedUse = { at: string; amount: number };

export type UsageDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether `amount` more fits in the window that ends at `nowMs`, given the uses counted inside it. When
 * it does not, `retryAfterSeconds` is how long until enough of the oldest uses have left the window for
 * it to fit (for a run: until the oldest counted run leaves), at least 1 s. An amount larger than the
 * whole limit never fits: the caller refuses it otherwise (the wait answered is then a whole window).
 */
export function decideUsage(
  counted: readonly CountedUse[],
  amount: number,
  rule: UsageRule,
  nowMs: number,
): UsageDecision {
  const since = nowMs - rule.windowMs;
  const inWindow = counted
    .filter((use) => Date.parse(use.at) > since)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let total = inWindow.reduce((sum, use) => sum + use.amount, 0);
  if (total + amount <= rule.limit) return { allowed: true };
  const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - nowMs) / 1000));
  for (const use of inWindow) {
    total -= use.amount;
    if (total + amount <= rule.limit)
      return { allowed: false, retryAfterSeconds: secondsUntil(Date.parse(use.at) + rule.windowMs) };
  }
  return { allowed: false, retryAfterSeconds: secondsUntil(nowMs + rule.windowMs) };
}
