/*
 * What the HTTP client needs from the signed-in session, kept apart from both: the auth provider (on
 * every page, the sign-in page included) sets these without loading the client, which loads with the
 * first API call.
 */

let sessionEndedHandler: () => void = () => window.location.assign('/');
let appName: string | undefined;

/** The auth provider routes a lost session through its sign-out (toast, then /). */
export function setSessionEndedHandler(handler: () => void): void {
  sessionEndedHandler = handler;
}

/** Called by the HTTP client once a token can no longer be renewed. */
export function endLostSession(): void {
  sessionEndedHandler();
}

/** The app name from /api/config, sent with token renewals. */
export function setRenewalAppName(name: string): void {
  appName = name;
}

export function renewalAppName(): string | undefined {
  return appName;
}
