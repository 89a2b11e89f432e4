import type { ChatSummary } from '@brief/contract/chats';

/** How often a chat list holding a running reply is read again, so its mark goes when the reply ends. */
const RUNNING_REFRESH_MS = 3000;

/** A list's refetch interval: every few seconds while one of its chats has a reply running. */
export function whileRunning(
  pages: readonly { chats: readonly ChatSummary[] }[] | undefined,
): number | false {
  const running = pages?.some((page) => page.chats.some((chat) => chat.running)) ?? false;
  return running ? RUNNING_REFRESH_MS : false;
}
