/**
 * The keys of everything the app keeps in the browser. The modules of lib/storage are the only code
 * that touches localStorage and sessionStorage, and they use these names only.
 */
export const localKeys = {
  user: 'user',
  bookmarks: 'bookmarks',
  /** Per-user list of chats that exist only in this browser: `chat_sessions_{userId}`. */
  chatSessionsPrefix: 'chat_sessions_',
  /** Per-user unsent composer drafts: `chat_drafts_{userId}`. */
  chatDraftsPrefix: 'chat_drafts_',
  /** System, Light or Dark; read before first paint by the inline script in index.html too. */
  theme: 'theme',
  /** The signed-in user's interface language, `{ userId, language }`, so it shows before the API answers. */
  language: 'language',
} as const;

/** The keys kept for one tab (session storage): the sidebar's choices and what one page hands another. */
export const sessionKeys = {
  currentAppName: 'current_app_name',
  selectedCustomerName: 'selectedCustomerName',
  selectedCustomerId: 'selectedCustomerId',
  initialPrompt: 'initialPrompt',
  continuingFromConversation: 'continuingFromConversation',
  shouldCollapseSidebar: 'should_collapse_sidebar',
} as const;

export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];
