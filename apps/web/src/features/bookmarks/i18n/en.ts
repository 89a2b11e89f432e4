import { i18n } from '@/i18n/core';

export const bookmarksTexts = i18n('bookmarksTexts', {
  pleaseLogInToView: 'Please log in to view your bookmarks.',
  loadingBookmarks: 'Loading bookmarks',
  noBookmarksYetSaveMessages: 'No bookmarks yet. Save messages from chats to see them here.',
  bookmarks: 'Bookmarks',
  yourBookmarks: 'Your Bookmarks',
  repliesYouSavedFromYour: 'Replies you saved from your chats.',
  removeBookmark: 'Remove bookmark',
  openChat: 'Open chat',
  bookmarksBrief: 'Bookmarks · Brief',
});
