import type { ComponentProps } from 'react';
import type { MessageList } from '@/features/chat/components/message-list';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * The message list with its virtualiser, needed once a chat is open, not for a new one: its code
 * downloads when it is first shown, or sooner with `preload` (a chat is open, or the address names one).
 */
export const lazyMessageList = lazyComponent<ComponentProps<typeof MessageList>>(() =>
  import('@/features/chat/components/message-list').then((module) => module.MessageList),
);
