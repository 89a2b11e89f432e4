import { i18n } from '@/i18n/core';

export const appTexts = i18n('appTexts', {
  chat: 'Chat',
  home: 'Home',
  pageNotFoundBrief: 'Page not found · Brief',
  oopsPageNotFound: 'Oops! Page not found',
  thePageYouWereLooking: "The page you were looking for doesn't exist or has moved.",
  returnToHome: 'Return to Home',
  goToChat: 'Go to Chat',
});

export const appMore = i18n('appMore', {
  newChat: 'New Chat',
  library: 'Library',
  favorites: 'Favorites',
  bookmarks: 'Bookmarks',
  admin: 'Admin',
});
