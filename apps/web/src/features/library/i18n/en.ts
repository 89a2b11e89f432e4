import { i18n, params } from '@/i18n/core';

export const libraryTexts = i18n('libraryTexts', {
  loadingMessages: 'Loading messages',
  failedToLoadChatsFrom: 'Failed to load chats from the library',
  noMessagesFoundInThis: 'No messages found in this conversation.',
  continueWithThisConversation: 'Continue with this conversation',
  loadingLibrary: 'Loading library...',
  noChatsInYourLibrary: 'No chats in your library yet.',
  noChatsHereYet: 'No chats here yet.',
  showMore: 'Show more',
  pleaseLogInToView: 'Please log in to view your chats.',
  loadingChats: 'Loading chats',
  loadingMoreChats: 'Loading more chats',
  searchChats: 'Search chats',
  searchTitlesAndMessages: 'Search titles and messages…',
  searchingChats: 'Searching chats',
  failedToLoadChats: 'Failed to load chats',
  searchResults: 'Search results',
  text: '“',
  text2: '”',
  libraryBrief: 'Library · Brief',
  yourChats: 'Your Chats',
  everyConversationYouHaveHad: 'Every conversation you have had, newest first.',
  favoriteChatsBrief: 'Favorite Chats · Brief',
  favoriteChats: 'Favorite Chats',
  theConversationsYouStarred: 'The conversations you starred.',
});

export const libraryMore = i18n('libraryMore', {
  you: 'You: ',
  assistant: 'Assistant: ',
  favoriteChats: 'Favorite Chats',
  yourStarredConversations: 'Your starred conversations',
  chats: 'Chats',
  yourMostRecentChats: 'Your most recent chats',
  removeFromFavorites: params('Remove {title} from favorites'),
  addToFavorites: params('Add {title} to favorites'),
  rename: params('Rename {title}'),
  noChatsMatch: params('No chats match "{text}".'),
  failedToRenameChat: 'Failed to rename chat',
  chatRenamed: 'Chat renamed',
  chatTitleUpdatedSuccessfully: 'Chat title updated successfully.',
  failedToUpdateFavoriteStatus: 'Failed to update favorite status',
  favoriteUpdated: 'Favorite updated',
});

/** Texts that constants keep in English, listed under their English words (see `labelIn`). */
export const libraryLabels = i18n('libraryLabels', {
  Today: 'Today',
  'This Week': 'This Week',
  Older: 'Older',
  'No chats found.': 'No chats found.',
  'Failed to load chats': 'Failed to load chats',
  'No favorite chats found.': 'No favorite chats found.',
  'Star some chats to see them here!': 'Star some chats to see them here!',
  'Failed to load favorite chats': 'Failed to load favorite chats',
});

/** Texts that constants keep in English, listed under their English words (see `labelIn`). */
export const libraryMoreLabels = i18n('libraryMoreLabels', {
  'Chat added to favorites.': 'Chat added to favorites.',
  'Chat removed from favorites.': 'Chat removed from favorites.',
});

export const librarySharing = i18n('librarySharing', {
  sharedWithMe: 'Shared with me',
  sharedWithMeHint:
    'Chats colleagues shared with you, newest first. Read them, export them, or continue one as your own copy.',
  nothingSharedYet: 'Nothing has been shared with you yet.',
  sharedBy: params('Shared by {name}'),
  loadingShared: 'Loading chats shared with you…',
  failedToLoadShared: 'Failed to load the chats shared with you',
});
