import type { SignInNotice } from '@brief/contract/auth';
import { authNotices } from '@/features/auth/i18n/en';
import { toast } from '@/hooks/use-toast';
import { language, type Language } from '@/i18n/core';
import { formatDateIn } from '@/i18n/format';

/** The lock's end as a time of day in the interface's language: `3:04 PM`, `15:04`. */
export function lockEndTime(lockedUntil: string, code: Language = language.get()): string {
  return formatDateIn(code, new Date(lockedUntil), 'time');
}

/**
 * Tells the owner, after signing in on a browser the account trusts, that someone is guessing the
 * password and other browsers are locked out meanwhile. It stays until dismissed: it matters more than
 * the welcome, and comes with it.
 */
export function showSignInNotice(notice: SignInNotice): void {
  const texts = authNotices.get();
  toast({
    variant: 'destructive',
    title: texts.underAttackTitle,
    description: texts.underAttack({ time: lockEndTime(notice.lockedUntil) }),
    duration: Infinity,
  });
}
