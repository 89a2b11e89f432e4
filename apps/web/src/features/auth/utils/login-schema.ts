import { MIN_PASSWORD_LENGTH } from '@brief/contract/auth';
import { z } from 'zod';

/** Spec §5: the sign-in form's rules, for the company domain /api/config names. */
export function createLoginSchema(companyDomain: string) {
  const domainSuffix = `@${companyDomain.toLowerCase()}`;
  return z.object({
    email: z
      .string()
      .trim()
      .pipe(
        z
          .email({ error: 'Invalid email address' })
          .refine((email) => email.toLowerCase().endsWith(domainSuffix), {
            error: `Only ${companyDomain} e-mails are allowed`,
            // Only a well-formed address is checked for its domain: one message at a time.
            when: (payload) => payload.issues.length === 0,
          }),
      ),
    password: z.string().min(MIN_PASSWORD_LENGTH, {
      error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    }),
  });
}

export type LoginFormValues = z.infer<ReturnType<typeof createLoginSchema>>;
