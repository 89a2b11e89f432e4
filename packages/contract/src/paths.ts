/** Every path of the API, relative to the origin. Both sides build URLs from here. */
export const API_BASE = '/api';

export const apiPaths = {
  login: `${API_BASE}/login`,
  renewToken: `${API_BASE}/renew-token`,
  config: `${API_BASE}/config`,
  health: `${API_BASE}/health`,
  /** Readiness: 503 while the instance starts or stops, so a load balancer sends it nothing new. */
  ready: `${API_BASE}/ready`,
  googleLogin: `${API_BASE}/v1/google/login`,
  /** Where Google sends the browser back; register `{PUBLIC_URL}` + this as the OAuth redirect URI. */
  googleCallback: `${API_BASE}/v1/google/callback`,
  /** Sign-in with the OpenID Connect provider of OIDC_ISSUER (browser redirect). */
  oidcLogin: `${API_BASE}/v1/oidc/login`,
  /** Where the provider sends the browser back; register `{PUBLIC_URL}` + this as the redirect URI. */
  oidcCallback: `${API_BASE}/v1/oidc/callback`,
  adminStatus: (userId: string) => `${API_BASE}/users/${encodeURIComponent(userId)}/admin-status`,
  /** The caller's admin scope: admin, and the teams they lead. */
  adminScope: (userId: string) => `${API_BASE}/users/${encodeURIComponent(userId)}/admin-scope`,
  register: (email: string) => `${API_BASE}/users/${encodeURIComponent(email)}/register`,
  /** Ends every session of the caller, on every device (the token that asks included). */
  /** The caller's own preferences (the interface language), kept on their account. */
  preferences: (userId: string) => `${API_BASE}/users/${encodeURIComponent(userId)}/preferences`,
  signOutEverywhere: (userId: string) =>
    `${API_BASE}/users/${encodeURIComponent(userId)}/sign-out-everywhere`,
} as const;
