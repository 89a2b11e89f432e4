import { renewTokenResponseSchema } from '@brief/contract/auth';
import { errorBodySchema } from '@brief/contract/errors';
import { apiPaths } from '@brief/contract/paths';
import type { z } from 'zod';
import { logger } from '@/lib/logger';
import { clearStoredUser, getStoredUser, updateStoredToken } from '@/lib/storage';
import { TOKEN_REFRESH_MARGIN_MS, isTokenExpiring } from '@/lib/token';

/** A non-OK answer of the API: its status, the error code and the server's message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

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
  /** Called after a failed renewal has cleared the session; the app signs out and goes to /. */
  onSessionEnded: () => void;
  /** The app name sent with a renewal. */
  appName?: () => string | undefined;
  now?: () => number;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer; without it the parsed JSON is returned as `unknown`. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** Renews the token; the new token, or null (only logged) when renewal fails. */
  renewToken(): Promise<string | null>;
}

async function readErrorBody(response: Response): Promise<ApiError> {
  let code = 'unknown';
  let message = response.statusText || `Request failed with status ${response.status}`;
  try {
    const parsed = errorBodySchema.safeParse(await response.json());
    if (parsed.success) {
      code = parsed.data.error.code;
      message = parsed.data.error.message;
    }
  } catch {
    // Not JSON: keep the status text.
  }
  return new ApiError(response.status, code, message);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  let renewal: Promise<string | null> | null = null;

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
      options.tokens.set(parsed.data.access_token);
      return parsed.data.access_token;
    } catch (error) {
      logger.warn('Token renewal failed', error);
      return null;
    }
  }

  /** Concurrent callers share one renewal. */
  function renewToken(): Promise<string | null> {
    const token = options.tokens.get();
    if (!token) return Promise.resolve(null);
    renewal ??= renewOnce(token).finally(() => {
      renewal = null;
    });
    return renewal;
  }

  function send(path: string, token: string, request: RequestOptions<unknown>): Promise<Response> {
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

  async function request<T = unknown>(path: string, request: RequestOptions<T> = {}): Promise<T> {
    let token = options.tokens.get();
    if (!token) throw new Error('Authentication required');

    if (isTokenExpiring(token, TOKEN_REFRESH_MARGIN_MS, now())) {
      token = (await renewToken()) ?? token;
    }

    let response = await send(path, token, request);
    if (response.status === 401) {
      const renewed = await renewToken();
      if (!renewed) {
        options.tokens.clear();
        options.onSessionEnded();
        throw await readErrorBody(response);
      }
      response = await send(path, renewed, request);
    }

    if (!response.ok) throw await readErrorBody(response);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    return request.schema ? request.schema.parse(json) : (json as T);
  }

  return { request, renewToken };
}

let sessionEndedHandler: () => void = () => window.location.assign('/');
let renewalAppName: string | undefined;

/** The auth provider routes a lost session through its sign-out (toast, then /). */
export function setSessionEndedHandler(handler: () => void): void {
  sessionEndedHandler = handler;
}

/** The app name from /api/config, sent with token renewals. */
export function setRenewalAppName(appName: string): void {
  renewalAppName = appName;
}

/** The browser app's client: bearer from the stored user, renewals written back to it. */
export const apiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  tokens: {
    get: () => getStoredUser()?.access_token ?? null,
    set: updateStoredToken,
    clear: clearStoredUser,
  },
  onSessionEnded: () => sessionEndedHandler(),
  appName: () => renewalAppName,
});
