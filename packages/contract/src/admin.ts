import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './auth';
import { storableText } from './text';

export const authProviderSchema = z.enum(['password', 'google', 'oidc']);
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** The admin form's four team options, id → label. */
export const teamOptions = [
  { id: 'coandco', label: 'Consulting & Content' },
  { id: 'creative', label: 'Creative' },
  { id: 'marketing', label: 'Marketing' },
  { id: 'service', label: 'Service' },
] as const;

export const registerParamsSchema = z.object({ email: storableText().min(1).max(320) });

/** What the admin form sends to create a user. The password is sent empty for google and oidc users. */
export const registerRequestSchema = z
  .object({
    email: z.email({ message: 'Invalid email address' }).max(320),
    password: storableText().max(1024).default(''),
    authProvider: authProviderSchema,
    agents: z.array(storableText().min(1).max(100)).max(50).default([]),
  })
  .superRefine((value, ctx) => {
    if (value.authProvider === 'password' && value.password.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
      });
    }
    if (value.authProvider !== 'password' && value.password !== '') {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: `A ${value.authProvider} user has no password; send it empty`,
      });
    }
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterPayload = z.output<typeof registerRequestSchema>;

export const registeredUserSchema = z.object({
  success: z.literal(true),
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    authProvider: authProviderSchema,
    admin: z.boolean(),
    agents: z.array(z.string()),
  }),
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;
