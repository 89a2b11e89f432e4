/**
 * What an OpenID provider's ID token says about the person, read the same way whoever the provider is.
 * The e-mail is the `email` claim, else `preferred_username` or `upn` when they are an address (Entra ID
 * sends no `email` for some accounts); lower-cased. Groups are the strings of the configured claim
 * (Entra sends group ids, Keycloak and Okta names).
 */

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function signInEmail(claims: Record<string, unknown>): string | undefined {
  for (const name of ['email', 'preferred_username', 'upn']) {
    const value = claims[name];
    if (typeof value !== 'string') continue;
    const email = value.trim().toLowerCase();
    if (ADDRESS.test(email) && email.length <= 320) return email;
  }
  return undefined;
}

/** At most this many groups are read from a token: the rest cannot grant anything more useful. */
const MAX_GROUPS = 1000;

export function signInGroups(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return [];
  return value
    .filter((group): group is string => typeof group === 'string' && group !== '')
    .slice(0, MAX_GROUPS);
}
