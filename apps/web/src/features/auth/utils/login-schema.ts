import { MIN_PASSWORD_LENGTH } from '@brief/contract/auth';
import { z } from 'zod';
import { authLabels, authRules } from '@/features/auth/i18n/en';
import { labelIn } from '@/i18n/core';

/** The sign-in form's rules (a company e-mail, a password of 6 or more), for the domain /api/config names. */
export function createLoginSchema(companyDomain: string) {
  const domainSuffix = `@${companyDomain.toLowerCase()}`;
  return z.object({
    email: z
      .string()
      .trim()
      .pipe(
        z
          .email({ error: () => labelIn(authLabels.get(), 'Invalid email address') })
          .refine((email) => email.toLowerCase().endsWith(domainSuffix), {
            error: () => authRules.get().onlyDomain({ domain: companyDomain }),
            // Only a well-formed address is checked for its domain: one message at a time.
            when: (payload) => payload.issues.length === 0,
          }),
      ),
    password: z.string().min(MIN_PASSWORD_LENGTH, {
      error: () => authRules.get().passwordLength({ min: MIN_PASSWORD_LENGTH }),
    }),
  });
}

export type LoginFormValues = z.infer<ReturnType<typeof createLoginSchema>>;
