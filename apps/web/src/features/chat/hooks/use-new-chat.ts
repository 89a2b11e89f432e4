import { useCallback } from 'react';
import { chatMore } from '@/features/chat/i18n/en';
import type { NewChatSetup } from '@/features/chat/hooks/use-chat-list';
import type { ChatSelection } from '@/features/chat/hooks/use-chat-selection';
import { draftKeyOf } from '@/features/chat/utils/draft-key';
import { initialPromptFor } from '@/features/chat/utils/prompts';
import { useLatest } from '@/hooks/use-latest';
import { toast } from '@/hooks/use-toast';
import { moveChatDraft } from '@/lib/storage/chat-drafts';
import { removeSessionValue, setSessionValue } from '@/lib/storage/session-values';
import { sessionKeys } from '@/lib/storage/storage-keys';
import type { StoredUser } from '@/lib/storage/stored-user';

/**
 * NEW CHAT: starts a chat with the sidebar's team, customer and specialists (a customer and at least
 * one specialist are needed) and opens it. The chosen customer's initial prompt becomes the new chat's
 * own, replacing whatever an earlier choice left. The callback stays the same between renders.
 */
export function useNewChat({
  user,
  selection,
  create,
  onStarted,
}: {
  user: StoredUser | null;
  selection: ChatSelection;
  create: (setup: NewChatSetup) => Promise<string>;
  /** The chat `id` was started and opened. */
  onStarted: (id: string) => void;
}) {
  const latestRef = useLatest({ user, selection, create, onStarted });
  return useCallback(async () => {
    const { user, selection, create, onStarted } = latestRef.current;
    if (!user) {
      toast({
        variant: 'destructive',
        title: chatMore.get().error,
        description: chatMore.get().youMustBeLoggedIn,
      });
      return;
    }
    const { customer, specialists, team } = selection;
    if (!customer || specialists.length === 0) {
      toast({
        variant: 'destructive',
        title: chatMore.get().cannotCreateChat,
        description: chatMore.get().pleaseSelectACustomerAnd,
      });
      return;
    }
    const prompt = initialPromptFor(customer.name);
    if (prompt === null) removeSessionValue(sessionKeys.initialPrompt);
    else setSessionValue(sessionKeys.initialPrompt, prompt);
    const appName = team?.app_name ?? null;
    const id = await create({ appName, customer, specialists });
    // What was typed for this setup is the new chat's draft.
    moveChatDraft(user.id, draftKeyOf(null, { appName, customerName: customer.name }), id);
    onStarted(id);
  }, [latestRef]);
}
