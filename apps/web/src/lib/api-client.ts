import { renewTokenResponseSchema } from '@brief/contract/auth';
import { errorBodySchema } from '@brief/contract/errors';
import { apiPaths } from '@brief/contract/paths';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';
import { logger } from '@/lib/logger';
import { endLostSession, renewalAppName } from '@/lib/session-events';
import { clearStoredUser, getStoredUser, updateStoredToken } from '@/lib/storage/stored-user';
import { TOKEN_REFRESH_MARGIN_MS, getTokenUserId, isTokenExpiring } from '@/lib/token';

// Callers catch the client's errors by this class; it lives apart so that pages which make no API call
// can tell errors apart without loading the client.
export { ApiError };

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

/** Where the client keeps the bearer token; the browser app uses the stored user. */
export interface TokenStore {
  get: () => string | null;
  set: (token: string) => void;
  clear: () => void;
}

export interface ApiClientOptions {
  fetch: FetchFunction;
  tokens: TokenStore;
  /**
   * Called once when a failed renewal has cleared the session; the app signs out and goes to /.
   * Not called for a request whose token had already been replaced or cleared.
   */
  onSessionEnded: () => void;
  /** The app name sent with a renewal. */
  appName?: () => string | undefined;
  now?: () => number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** A request whose answer is validated by `schema`; only these get a typed result. */
export interface ParsedRequestOptions<T> extends RequestOptions {
  schema: z.ZodType<T>;
}

export interface ApiClient {
  /** The answer validated by the schema. */
  request<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  /** Without a schema the parsed JSON is `unknown` (undefined for an empty answer). */
  request(path: string, options?: RequestOptions): Promise<unknown>;
  /**
   * The OK response itself, body unread: for streamed answers and for headers (a list's next-page
   * cursor). Bearer, renewal and the retry after a 401 work as for `request`; a non-OK answer throws.
   */
  requestResponse(path: string, options?: RequestOptions): Promise<Response>;
  /**
   * Runs a request that goes out by another transport (XMLHttpRequest, for upload progress) with the
   * same bearer, renewal and single retry after a 401 as `request`. `send` answers the HTTP status it
   * got; the last answer is returned as it is, OK or not.
   */
  authorized<T extends { status: number }>(send: (token: string) => Promise<T>): Promise<T>;
  /** Renews the token; the new token, or null (only logged) when renewal fails. */
  renewToken(): Promise<string | null>;
}

/**
 * The ApiError of a non-OK answer: the code, message, reason, field and values of its error body, else
 * its status text, and the seconds of its Retry-After.
 */
export async function readErrorBody(response: Response): Promise<ApiError> {
  const fallback = response.statusText || `Request failed with status ${response.status}`;
  const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  try {
    const parsed = errorBodySchema.safeParse(await response.json());
    if (parsed.success) {
      const { code, message, ...detail } = parsed.data.error;
      return new ApiError(
        response.status,
        code,
        message,
        message,
        Number.isNaN(retryAfter) ? null : retryAfter,
        detail,
      );
    }
  } catch {
    // Not JSON: keep the status text.
  }
  return new ApiError(response.status, 'unknown', fallback);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  /** Renewals under way, by the token being renewed: concurrent callers share one. */
  const renewals = new Map<string, Promise<string | null>>();

  async function renewOnce(token: string): Promise<string | null> {
    try {
      const app = options.appName?.();
      const response = await options.fetch(apiPaths.renewToken, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(app ? { app } : {}),
      });
      if (!response.ok) {
        logger.warn(`Token renewal refused (${response.status})`);
        return null;
      }
      const parsed = renewTokenResponseSchema.safeParse(await response.json());
      if (!parsed.success) {
        logger.warn('Token renewal answered without a token');
        return null;
      }
      // Someone who signed out or in meanwhile keeps their own token.
      if (options.tokens.get() === token) options.tokens.set(parsed.data.access_token);
      return parsed.data.access_token;
    } catch (error) {
      logger.warn('Token renewal failed', error);
      return null;
    }
  }

  function renew(token: string): Promise<string | null> {
    let pending = renewals.get(token);
    if (!pending) {
      pending = renewOnce(token).finally(() => renewals.delete(token));
      renewals.set(token, pending);
    }
    return pending;
  }

  function renewToken(): Promise<string | null> {
    const token = options.tokens.get();
    return token ? renew(token) : Promise.resolve(null);
  }

  /** Ends the session of `token` only while it is still the stored one, so it ends once. */
  function endSessionOf(token: string): void {
    if (options.tokens.get() !== token) return;
    options.tokens.clear();
    options.onSessionEnded();
  }

  function send(path: string, token: string, request: RequestOptions): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    };
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) {
      body = request.body;
    } else if (request.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    return options.fetch(path, { method: request.method ?? 'GET', headers, body, signal: request.signal });
  }

  /** The answer to a 401 for a request sent with `sent`: a token to retry with, or null to give up. */
  async function tokenForRetry(sent: string): Promise<string | null> {
    const stored = options.tokens.get();
    if (stored === sent) {
      const renewed = await renew(sent);
      if (!renewed) endSessionOf(sent);
      return renewed;
    }
    // The token changed while the request was out: a renewal finished (retry with its token, no
    // second renewal), or the user signed out or another one signed in (their session is not ours).
    return stored !== null && getTokenUserId(stored) === getTokenUserId(sent) ? stored : null;
  }

  async function authorized<T extends { status: number }>(
    sendWith: (token: string) => Promise<T>,
  ): Promise<T> {
    const stored = options.tokens.get();
    if (!stored) throw new Error('Authentication required');

    const token = isTokenExpiring(stored, TOKEN_REFRESH_MARGIN_MS, now())
      ? ((await renew(stored)) ?? stored)
      : stored;

    const answer = await sendWith(token);
    if (answer.status !== 401) return answer;
    const retryToken = await tokenForRetry(token);
    return retryToken ? sendWith(retryToken) : answer;
  }

  async function requestResponse(path: string, request: RequestOptions = {}): Promise<Response> {
    const response = await authorized((token) => send(path, token, request));
    if (!response.ok) throw await readErrorBody(response);
    return response;
  }

  async function fetchJson(path: string, request: RequestOptions): Promise<unknown> {
    const response = await requestResponse(path, request);
    if (response.status === 204) return undefined;
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    return json;
  }

  function request<T>(path: string, requestOptions: ParsedRequestOptions<T>): Promise<T>;
  function request(path: string, requestOptions?: RequestOptions): Promise<unknown>;
  async function request(
    path: string,
    requestOptions: RequestOptions & { schema?: z.ZodType } = {},
  ): Promise<unknown> {
    const json = await fetchJson(path, requestOptions);
    return requestOptions.schema ? requestOptions.schema.parse(json) : json;
  }

  return { request, requestResponse, authorized, renewToken };
}

/** The browser app's client: bearer from the stored user, renewals written back to it. */
export const apiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  tokens: {
    get: () => getStoredUser()?.access_token ?? null,
    set: updateStoredToken,
    clear: clearStoredUser,
  },
  onSessionEnded: endLostSession,
  appName: renewalAppName,
});
