import type { ComponentProps } from 'react';
import type { AssistantMarkdown } from '@/components/assistant-markdown';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * The replies' markdown renderer (remark, rehype and their parsers): its code downloads with the first
 * reply a page shows, or sooner with `preload` (a chat is open, or the address names one).
 */
export const markdownRenderer = lazyComponent<ComponentProps<typeof AssistantMarkdown>>(() =>
  import('@/components/assistant-markdown').then((module) => module.AssistantMarkdown),
);
