/** The page the Google sign-in returns to, with the session in its query. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

let heldQuery: URLSearchParams | null = null;

/**
 * Run before the app starts: on /auth/callback, moves the query (it carries the access token) out of
 * the address bar and the history entry into memory, before any route code downloads.
 */
export function holdAuthCallbackQuery(
  location: Location = window.location,
  history: History = window.history,
) {
  if (location.pathname !== AUTH_CALLBACK_PATH || location.search === '') return;
  heldQuery = new URLSearchParams(location.search);
  history.replaceState(history.state, '', `${AUTH_CALLBACK_PATH}${location.hash}`);
}

/** The query held at start, handed out once. */
export function takeAuthCallbackQuery(): URLSearchParams | null {
  const query = heldQuery;
  heldQuery = null;
  return query;
}
