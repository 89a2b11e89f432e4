import { count, i18n, params } from '@/i18n/core';

export const componentsTexts = i18n('componentsTexts', {
  almostThere: 'Almost there!',
  signingYouIn: 'Signing you in',
  preparingYourWorkspace: 'Preparing your workspace…',
  cancel: 'Cancel',
  keyboardShortcuts: 'Keyboard shortcuts',
  workFasterWithoutTheMouse: 'Work faster without the mouse.',
  brief: 'Brief',
  loading: 'Loading...',
  close: 'Close',
  briefHome: 'Brief home',
  main: 'Main',
  replyWriting: 'Writing…',
  aReplyIsBeingWritten: 'A reply is being written',
});

export const componentsMore = i18n('componentsMore', {
  sessionExpired: 'Session Expired',
  yourSessionHasExpiredPlease: 'Your session has expired. Please sign in again.',
  signedOut: 'Signed Out',
  youHaveBeenSignedOut: 'You have been signed out of Brief.',
  signedIn: 'Signed In',
  welcomeToBrief: params('Welcome to Brief, {name}.'),
  authenticationFailed: 'Authentication Failed',
  invalidEmailOrPasswordRemember:
    'Invalid email or password. Remember only company e-mail addresses are allowed.',
  couldNotSignInWith: 'Could not sign in with email/password',
  couldNotSignInWith2: 'Could not sign in with Google',
  tooManySignInAttempts: params('Too many failed sign-in attempts. Try again in {wait}.'),
  /** The example a company e-mail field shows until something is typed. */
  emailPlaceholder: params('name@{domain}'),
});

/**
 * How long to wait, from a Retry-After in seconds: here, with the sign-in page's texts, because that page
 * says it too (lib/wait-text.ts).
 */
export const waitWords = i18n('waitWords', {
  seconds: count({ one: '{count} second', other: '{count} seconds' }),
  minutes: count({ one: '{count} minute', other: '{count} minutes' }),
  hours: count({ one: '{count} hour', other: '{count} hours' }),
});

/** Texts that constants keep in English, listed under their English words (see `labelIn`). */
export const componentsLabels = i18n('componentsLabels', {
  'New Chat': 'New Chat',
  Home: 'Home',
  Bookmarks: 'Bookmarks',
  Favorites: 'Favorites',
  Library: 'Library',
  Admin: 'Admin',
  'Show keyboard shortcuts': 'Show keyboard shortcuts',
  'Search the library': 'Search the library',
  'New chat': 'New chat',
  'Focus the message box': 'Focus the message box',
  'Stop the reply': 'Stop the reply',
  'Previous chat': 'Previous chat',
  'Next chat': 'Next chat',
  'Outside text fields': 'Outside text fields',
  Chat: 'Chat',
  Customer: 'Customer',
  'While a reply is written': 'While a reply is written',
});

/** The navigation rail's words: each fits its 64 px (80 px rail) at 11 px, in every language. */
export const navLabels = i18n('navLabels', {
  home: 'Home',
  bookmarks: 'Bookmarks',
  favorites: 'Favorites',
  library: 'Library',
  admin: 'Admin',
});

export const shareTexts = i18n('shareTexts', {
  share: 'Share',
  shareChat: 'Share chat',
  shareChatNamed: params('Share {title}'),
  whoCanRead:
    'Colleagues you share with can read this chat, export it and continue it as their own copy. They never change yours.',
  colleaguesEmails: "Colleagues' e-mails",
  emailsHint: 'Company e-mails, separated by commas or spaces.',
  team: 'Team',
  noTeam: 'No team',
  everyoneInTeam: 'Everyone who has this team',
  sharing: 'Sharing…',
  nameSomeone: 'Enter a colleague’s e-mail or choose a team.',
  sharedWith: 'Shared with',
  notSharedYet: 'Not shared with anyone yet.',
  teamShare: params('Everyone in {team}'),
  revoke: 'Revoke',
  revokeShare: params('Revoke the share with {who}'),
  sharedToast: 'Chat shared',
  revokedToast: 'Share revoked',
  couldNotShare: 'Could not share the chat',
  couldNotRevoke: 'Could not revoke the share',
  loadingShares: 'Loading shares…',
});

export const exportTexts = i18n('exportTexts', {
  export: 'Export',
  exportChat: 'Export chat',
  exportReply: 'Export reply',
  exportBookmarks: 'Export bookmarks',
  exportChatNamed: params('Export {title}'),
  markdown: 'Markdown (.md)',
  word: 'Word (.docx)',
  pdf: 'PDF (.pdf)',
  exportFailed: 'Export failed',
});
