import { z } from 'zod';

export const llmProviderSchema = z.enum(['builtin', 'openai-compatible', 'openai', 'google', 'anthropic']);
export const searchProviderSchema = z.enum(['none', 'searxng', 'brave', 'tavily', 'google']);

/** GET /api/config: what the browser needs to know before anyone signs in. */
export const publicConfigSchema = z.object({
  companyDomain: z.string(),
  appName: z.string(),
  googleSignIn: z.boolean(),
  /** The OpenID provider's button label ("Continue with {label}"); absent when OIDC sign-in is off. */
  oidcLabel: z.string().optional(),
  webSearch: z.boolean(),
  model: z.object({
    provider: llmProviderSchema,
    name: z.string(),
    offline: z.boolean(),
  }),
  uploadMaxMb: z.number(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready when the instance takes new work (503 with an error body otherwise). */
export const readyResponseSchema = z.object({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
