import type { ComponentProps } from 'react';
import type { ChatPage } from '@/features/chat/components/chat-page';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * The chat page in the dashboard's chat tab: the Overview does not download it; the tab does when it
 * first shows it, or sooner from the route loader when the address shows that tab.
 */
export const lazyChatPage = lazyComponent<NonNullable<ComponentProps<typeof ChatPage>>>(() =>
  import('@/features/chat/components/chat-page').then((module) => module.ChatPage),
);
