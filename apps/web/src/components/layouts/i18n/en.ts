import { count, i18n, params } from '@/i18n/core';

/** The avatar menu and the sign-out-everywhere dialog. */
export const userMenu = i18n('userMenu', {
  openMenu: 'Open user menu',
  theme: 'Theme',
  themeSystem: 'System',
  themeLight: 'Light',
  themeDark: 'Dark',
  language: 'Language',
  languageNotSaved: 'Language not saved',
  languageNotSavedDescription:
    'It is shown in this browser, but your account could not be updated. Please try again.',
  downloadMyData: 'Download my data',
  preparingMyData: 'Preparing your data…',
  preparingMyDataDescription: 'Your chats, bookmarks and files, as one zip.',
  downloadFailed: 'Could not download your data',
  keyboardShortcuts: 'Keyboard shortcuts',
  logOut: 'Log out',
  signOutEverywhere: 'Sign out everywhere',
  confirmTitle: 'Sign out everywhere?',
  confirmDescription:
    'Brief signs you out on every browser and device, this one included. You will need to sign in again.',
  cancel: 'Cancel',
  failedTitle: 'Could not sign out everywhere',
  failedDescription: 'Your other sessions are still open. Please try again.',
  thisMonth: params('This month: {cost} · {runs}'),
  monthRuns: count({ one: '{count} run', other: '{count} runs' }),
  monthLoading: 'This month: …',
});
