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

export const bookmarksMore = i18n('bookmarksMore', {
  showLess: 'Show less',
  showMore: 'Show more',
  failedToLoadBookmarksFrom: 'Failed to load bookmarks from server. Showing locally saved bookmarks only.',
  failedToDeleteBookmarkFrom: 'Failed to delete bookmark from server, but removed locally.',
  youMustBeLoggedIn: 'You must be logged in to save messages',
  savedSuccessfully: 'Saved successfully',
  messageHasBeenSavedTo: 'Message has been saved to your bookmarks',
  errorSavingMessage: 'Error saving message',
  theMessageCouldNotBe: 'The message could not be saved to the server',
});
