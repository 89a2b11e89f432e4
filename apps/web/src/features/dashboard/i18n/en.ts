import { i18n, params } from '@/i18n/core';

export const dashboardTexts = i18n('dashboardTexts', {
  loadingRecentChats: 'Loading recent chats',
  failedToLoadChats: 'Failed to load chats',
  noRecentChatsStartA: 'No recent chats. Start a conversation to see it here.',
  showMore: 'Show more',
  viewAll: 'View All',
  noAgentsAvailable: 'No Agents Available',
  thereAreNoAgentsAvailable: 'There are no agents available for your account at this time.',
  pleaseContactYourAdministratorTo:
    'Please contact your administrator to get access to agents or check back later.',
  favoriteChats: 'Favorite Chats',
  noFavoriteChatsYet: 'No favorite chats yet',
  latestChats: 'Latest Chats',
  noChatsYet: 'No chats yet',
  latestBookmarks: 'Latest Bookmarks',
  noBookmarksYet: 'No bookmarks yet',
  failedToLoadAnalyticsData: 'Failed to load analytics data',
  overview: 'Overview',
  hereIsYourActivity: 'Here is your activity.',
  offlineDemoModel: 'Offline demo model',
  newChat: 'New Chat',
  workspace: 'Workspace',
  newChatWizard: 'New Chat Wizard',
  backToOverview: 'Back to Overview',
  yourActivity: 'Your activity',
  overviewBrief: 'Overview · Brief',
  workspaceBrief: 'Workspace · Brief',
});

export const dashboardMore = i18n('dashboardMore', {
  noMessagesYet: 'No messages yet.',
  viewAll: params('View All {title}'),
  loading: params('Loading {title}'),
  welcomeBack: params('Welcome back, {firstName}.'),
  welcomeBack2: 'Welcome back.',
});

/** Texts that constants keep in English, listed under their English words (see `labelIn`). */
export const dashboardLabels = i18n('dashboardLabels', {
  'Today Chats': 'Today Chats',
  'Total Chats': 'Total Chats',
  'Today Messages': 'Today Messages',
  'Total Messages': 'Total Messages',
  Chat: 'Chat',
  Recent: 'Recent',
  Library: 'Library',
  Bookmarks: 'Bookmarks',
});
