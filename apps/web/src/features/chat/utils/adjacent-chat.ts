/**
 * The chat above (-1) or below (+1) the open one in the sidebar's list, for Alt+↑/↓. With no chat
 * open, or one the list does not show, ↓ starts at the top and ↑ at the bottom; the ends do not wrap.
 */
export function adjacentChat<T extends { id: string }>(
  chats: readonly T[],
  currentId: string | null,
  step: -1 | 1,
): T | null {
  const index = currentId === null ? -1 : chats.findIndex((chat) => chat.id === currentId);
  if (index === -1) return (step === 1 ? chats[0] : chats.at(-1)) ?? null;
  return chats[index + step] ?? null;
}
