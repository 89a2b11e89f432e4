/**
 * What the build (scripts/prerender.mjs) renders to HTML in Node, over the same components the browser
 * hydrates: the public app at `/` and `/login` in each language, and the signed-in frame's outline for
 * every other page. Never part of the browser's bundle.
 */
import type { PublicConfig } from '@brief/contract/system';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { PublicApp } from '@/app/public-app';
import { PublicNavigation } from '@/app/public-navigation';
import { FrameSkeleton } from '@/components/layouts/frame-skeleton';
import { language, loadSpanish, showLanguage, type Language } from '@/i18n/core';
import { setPublicConfig } from '@/lib/public-config';

/** The build renders for a visitor with nothing stored in the browser. */
function emptyStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}
globalThis.localStorage ??= emptyStorage();
globalThis.sessionStorage ??= emptyStorage();

/** The language every render shows from now on (the public app's pages ask for it again as they load). */
async function showIn(code: Language): Promise<void> {
  if (code === 'es') await loadSpanish();
  await showLanguage(code);
  if (language.get() !== code) throw new Error(`the interface could not show ${code}`);
}

/**
 * The container's HTML of a public page, with its `<title>` (React writes it first), once every lazy
 * part has loaded: the same tree as main.tsx hydrates, at the page's path.
 */
export async function renderPublicPage(path: string, code: Language, config: PublicConfig): Promise<string> {
  setPublicConfig(config);
  await showIn(code);
  const { prelude } = await prerender(
    <StrictMode>
      <PublicNavigation path={path}>
        <PublicApp openApp={() => undefined} />
      </PublicNavigation>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/** The signed-in frame's outline, plain HTML (the app renders anew over it). */
export async function renderFrameSkeleton(): Promise<string> {
  await showIn('en');
  return renderToStaticMarkup(<FrameSkeleton />);
}
