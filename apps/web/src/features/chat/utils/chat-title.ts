import { NEW_CHAT_TITLE } from '@/lib/new-chat-title';

export { NEW_CHAT_TITLE };

/** A specialist's short name is the first word of their name ("Nora SEO/SEM" → "Nora"). */
export function specialistShortName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * A new chat's title: 'New Chat' without a customer or specialists; else the customer name with the
 * first specialist's short name, two joined with ' & ', more as 'Team (count)'.
 */
export function newChatTitle(
  customerName: string | null | undefined,
  specialistNames: readonly string[],
): string {
  const customer = customerName?.trim();
  const names = specialistNames.map(specialistShortName).filter(Boolean);
  if (!customer || names.length === 0) return NEW_CHAT_TITLE;
  if (names.length === 1) return `${customer} - ${names[0]}`;
  if (names.length === 2) return `${customer} - ${names[0]} & ${names[1]}`;
  return `${customer} - Team (${names.length})`;
}
