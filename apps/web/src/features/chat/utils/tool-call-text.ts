import { formatNumber } from '@/i18n/format';

/**
 * How a connector call's arguments and result read in its step: JSON laid out on lines (a result that is
 * JSON text too), any other text as it came. The server has already cut a result at its size limit; the
 * step only keeps the box small and scrollable.
 */
export function toolCallText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
    try {
      return JSON.stringify(JSON.parse(trimmed), null, 2);
    } catch {
      return value;
    }
  }
  // Nothing JSON can say (a function) reads as nothing.
  return JSON.stringify(value, null, 2) ?? '';
}

/** A call's duration as the step says it: milliseconds under a second, then seconds to one decimal. */
export function toolCallDuration(durationMs: number): string {
  if (durationMs < 1000) return `${formatNumber(Math.max(0, Math.round(durationMs)))} ms`;
  return `${formatNumber(Math.round(durationMs / 100) / 10)} s`;
}
