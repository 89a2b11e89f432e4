import { z } from 'zod';
import { errorBodySchema } from './errors';
import { storableId, storableText } from './text';

/** A password's minimum length, checked at sign-in and when an admin creates a user. */
export const MIN_PASSWORD_LENGTH = 6;

export const loginRequestSchema = z.object({
  app: storableText().max(100).optional(),
  email: storableText().trim().min(1).max(320),
  password: storableText().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The interface languages: a user's choice, or null while the browser's language decides. */
export const interfaceLocaleSchema = z.enum(['en', 'es']);
export type InterfaceLocale = z.infer<typeof interfaceLocaleSchema>;

/** A stored locale as the API answers it: a language the interface has, else null. */
export function interfaceLocaleOf(value: string | null | undefined): InterfaceLocale | null {
  return value === 'en' || value === 'es' ? value : null;
}

export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  admin: z.boolean(),
  /** The interface language the user chose; null until they choose (absent from older servers). */
  locale: interfaceLocaleSchema.nullable().default(null),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * Told to an account's owner who signs in from a browser they signed in with before while the account is
 * locked for every other browser: someone is guessing the password. `lockedUntil` is when the lock ends.
 */
export const signInNoticeSchema = z.object({
  code: z.literal('account_under_attack'),
  lockedUntil: z.string(),
});
export type SignInNotice = z.infer<typeof signInNoticeSchema>;

/** The login answer: the client reads success, user.id, user.name, user.admin, access_token, picture/name. */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.string(),
  user: publicUserSchema,
  name: z.string(),
  picture: z.string().nullable(),
  notice: signInNoticeSchema.optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Every refused sign-in gets this one answer, so a caller cannot tell why. */
export const loginFailureSchema = errorBodySchema.extend({ success: z.literal(false) });
export type LoginFailure = z.infer<typeof loginFailureSchema>;

export const renewTokenRequestSchema = z.object({ app: storableText().max(100).optional() });
export const renewTokenResponseSchema = z.object({
  success: z.literal(true),
  access_token: z.string(),
  expires_at: z.string(),
});
export type RenewTokenResponse = z.infer<typeof renewTokenResponseSchema>;

export const signOutEverywhereResponseSchema = z.object({ signedOut: z.literal(true) });
export type SignOutEverywhereResponse = z.infer<typeof signOutEverywhereResponseSchema>;

/** The codes a failed sign-in redirect puts in /login?error=, which the sign-in screen shows as a toast. */
export const loginErrorCodes = [
  'invalid_callback_data',
  'auth_failed',
  'callback_processing_failed',
] as const;
export type LoginErrorCode = (typeof loginErrorCodes)[number];

/** A query parameter of a browser redirect: a malformed value counts as absent instead of answering 400. */
const redirectParam = storableText().max(4096).optional().catch(undefined);

export const googleLoginQuerySchema = z.object({
  app: storableText().max(100).optional().catch(undefined),
});
export type GoogleLoginQuery = z.infer<typeof googleLoginQuerySchema>;

/** The provider's authorization response; other parameters Google adds (scope, authuser, hd…) are ignored. */
export const googleCallbackQuerySchema = z.looseObject({
  code: redirectParam,
  state: redirectParam,
  iss: redirectParam,
  error: redirectParam,
});
export type GoogleCallbackQuery = Pick<
  z.infer<typeof googleCallbackQuerySchema>,
  'code' | 'state' | 'iss' | 'error'
>;

export const adminStatusResponseSchema = z.object({ admin: z.literal(true) });

/** GET /users/:userId/admin-scope: what of the admin console the caller may use (an admin: all of it). */
export const adminScopeResponseSchema = z.object({
  admin: z.boolean(),
  /** Ids of the teams the caller leads. */
  leadOf: z.array(z.string()),
});
export type AdminScopeResponse = z.infer<typeof adminScopeResponseSchema>;

export const userIdParamsSchema = z.object({ userId: storableId });

/** GET and PUT /api/users/:userId/preferences: what the user chose for every browser they use. */
export const userPreferencesSchema = z.object({ locale: interfaceLocaleSchema.nullable() });
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
