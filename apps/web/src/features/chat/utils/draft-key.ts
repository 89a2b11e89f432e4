/** The setup a new chat would start from: the sidebar's team and customer. */
export interface NewChatSetupKey {
  appName: string | null;
  customerName: string | null;
}

/**
 * Which draft the composer shows: the open chat's own, or with no chat open the draft of the setup a
 * new chat would start from (one per team and customer). Chat ids never hold ':', so the two kinds
 * never meet.
 */
export function draftKeyOf(chatId: string | null, setup: NewChatSetupKey): string {
  return chatId ?? `new:${setup.appName ?? ''}:${setup.customerName ?? ''}`;
}
