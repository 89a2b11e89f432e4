/**
 * The pages the build renders to HTML (scripts/prerender.mjs) and the server sends as they are
 * (apps/server/src/web): path → the name of their files, `{name}.{language}.html`.
 */
export const PUBLIC_PAGES = { '/': 'landing', '/login': 'login' } as const;
export type PublicPagePath = keyof typeof PUBLIC_PAGES;

export function isPublicPage(pathname: string): pathname is PublicPagePath {
  return Object.hasOwn(PUBLIC_PAGES, pathname);
}

/**
 * Set by the build on the container of a prerendered page (`<div id="root" data-page="login">`): the
 * browser hydrates what is there instead of rendering anew.
 */
export const PRERENDERED_PAGE_ATTRIBUTE = 'data-page';

/**
 * Set on <html> before first paint by the inline script of index.html when someone is signed in in this
 * browser: a prerendered public page stays hidden (they are sent on to their dashboard), the signed-in
 * frame's outline shows. Removed once the app renders.
 */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
