import { waitWords } from '@/components/i18n/en';

/** A wait in the interface's words: seconds under two minutes, then minutes, then hours (rounded up). */
export function waitText(seconds: number): string {
  const words = waitWords.get();
  if (seconds < 120) return words.seconds(seconds);
  if (seconds < 2 * 3600) return words.minutes(Math.ceil(seconds / 60));
  return words.hours(Math.ceil(seconds / 3600));
}
