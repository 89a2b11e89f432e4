import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { PublicApp } from '@/app/public-app';
import { PublicNavigation } from '@/app/public-navigation';
import {
  isPublicPage,
  PRERENDERED_PAGE_ATTRIBUTE,
  PUBLIC_PAGES,
  SIGNED_IN_ATTRIBUTE,
} from '@/app/public-pages';
import { holdAuthCallbackQuery } from '@/features/auth/utils/auth-callback-address';
import { isLanguage, setTextScope, showLanguage } from '@/i18n/core';
import { startingLanguage } from '@/i18n/starting-language';
import { readValidStoredUser } from '@/lib/auth-context';
import './index.css';

// First of all: the Google return's access token leaves the address bar before anything loads.
holdAuthCallbackQuery();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

let opening: Promise<void> | undefined;

/** The whole app in the container, in place of what it shows (the server's page or the public app); once. */
function openApp(publicRoot?: Root): Promise<void> {
  setTextScope('app');
  opening ??= Promise.all([import('@/app/app'), showLanguage(startingLanguage())]).then(([{ renderApp }]) => {
    publicRoot?.unmount();
    root.replaceChildren();
    root.removeAttribute(PRERENDERED_PAGE_ATTRIBUTE);
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
    renderApp(root);
  });
  return opening;
}

const { pathname } = window.location;
const prerendered = root.hasAttribute(PRERENDERED_PAGE_ATTRIBUTE) && isPublicPage(pathname) ? pathname : null;
if (prerendered && readValidStoredUser() === null) {
  // The page is hydrated in the language it was written in (the server chose it from the browser's
  // Accept-Language), so React finds exactly its own HTML; LanguageSync then switches to the language the
  // app would pick if the two ever differ. A Spanish page waits for the Spanish texts (preloaded by the
  // page) before it hydrates, while its HTML is already on screen.
  const written = document.documentElement.lang;
  setTextScope(PUBLIC_PAGES[prerendered]);
  void showLanguage(isLanguage(written) ? written : 'en').finally(() => {
    document.documentElement.removeAttribute(SIGNED_IN_ATTRIBUTE);
    const publicRoot: Root = hydrateRoot(
      root,
      <StrictMode>
        <PublicNavigation>
          <PublicApp openApp={() => void openApp(publicRoot)} />
        </PublicNavigation>
      </StrictMode>,
    );
  });
} else {
  // Every other page, and the landing or sign-in page of someone signed in (the app sends them on).
  void openApp();
}
