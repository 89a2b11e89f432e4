import { useMemo } from 'react';
import { useRelated } from '@/features/chat/api/get-related';
import type { ClientMessage } from '@/features/chat/utils/chat-message';
import { parseReply } from '@/features/chat/utils/parse-reply';
import { mergeRelated } from '@/features/chat/utils/related';

const NO_ITEMS: readonly string[] = [];

/**
 * The follow-ups under the open chat's last reply: the chips of its own Suggestions block, and its
 * Related block merged with what /related answers. Only a reply written to its end (or stopped) has
 * them, not a failed or cut-off one; each version of a reply has its own.
 */
export function useReplyFollowUps(userId: string, chatId: string | null, lastReply: ClientMessage | null) {
  const answered =
    lastReply && lastReply.replyStatus !== 'failed' && lastReply.replyStatus !== 'interrupted'
      ? lastReply
      : null;
  const related = useRelated(
    userId,
    answered ? chatId : null,
    answered ? `${answered.id}:${answered.version ?? 1}` : null,
  );
  const parsed = useMemo(
    () => (answered ? parseReply(answered.content, window.location.origin) : null),
    [answered],
  );
  const relatedItems = useMemo(
    () => mergeRelated(parsed?.related ?? NO_ITEMS, related.data ?? NO_ITEMS),
    [parsed, related.data],
  );
  return {
    /** The reply has follow-ups to show. */
    shown: answered !== null,
    suggestions: parsed?.suggestions ?? NO_ITEMS,
    related: relatedItems,
    relatedLoading: related.isPending && related.fetchStatus !== 'idle',
  };
}
