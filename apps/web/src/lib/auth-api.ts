import type { LoginResponse } from '@brief/contract/auth';
import { apiPaths } from '@brief/contract/paths';
import type { FetchFunction } from '@/lib/api-client';

/** The answers' schemas, loaded with the first sign-in: the sign-in page itself never downloads zod. */
async function schemas() {
  const { loginResponseSchema } = await import('@brief/contract/auth');
  return { loginResponseSchema };
}

export type LoginResult =
  | { status: 'signed-in'; session: LoginResponse }
  /** A non-OK answer, success false or a wrong domain: the caller cannot tell which. */
  | { status: 'refused' }
  /** Too many failed attempts: the wait the server asked for (its Retry-After), in seconds, if it said. */
  | { status: 'rate-limited'; waitSeconds: number | null };

export interface LoginInput {
  app: string;
  email: string;
  password: string;
}

/** True when the e-mail is on the company domain (case-insensitive). */
export function isCompanyEmail(email: string, companyDomain: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${companyDomain.toLowerCase()}`);
}

/**
 * POST /api/login. A wrong-domain e-mail is refused without calling the server. Network failures
 * throw: they get their own message, not the refusal's.
 */
export async function loginWithPassword(
  input: LoginInput,
  companyDomain: string,
  fetchFn: FetchFunction = (url, init) => window.fetch(url, init),
): Promise<LoginResult> {
  if (!isCompanyEmail(input.email, companyDomain)) return { status: 'refused' };

  const [{ loginResponseSchema }, response] = await Promise.all([
    schemas(),
    fetchFn(apiPaths.login, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ app: input.app, email: input.email.trim(), password: input.password }),
    }),
  ]);

  if (response.status === 429) {
    // The interface words the refusal itself, in its language: only the wait is read from the answer.
    const wait = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
    return { status: 'rate-limited', waitSeconds: Number.isNaN(wait) ? null : wait };
  }
  if (!response.ok) return { status: 'refused' };

  const parsed = loginResponseSchema.safeParse(await response.json());
  return parsed.success ? { status: 'signed-in', session: parsed.data } : { status: 'refused' };
}

/** The backend's Google sign-in endpoint; the whole page goes there. */
export function googleLoginUrl(appName: string): string {
  return `${apiPaths.googleLogin}?app=${encodeURIComponent(appName)}`;
}
