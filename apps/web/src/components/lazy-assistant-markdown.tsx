import { Suspense, type ComponentProps } from 'react';
import type { AssistantMarkdown } from '@/components/assistant-markdown';
import { markdownRenderer } from '@/components/markdown-renderer';

/**
 * A reply rendered from markdown, the renderer (remark, rehype and their parsers) downloading with the
 * first reply a page shows rather than with the page: until then the reply's text shows as written.
 */
export function LazyAssistantMarkdown(props: ComponentProps<typeof AssistantMarkdown>) {
  return (
    <Suspense
      fallback={<div className="text-sm break-words whitespace-pre-wrap text-foreground">{props.text}</div>}
    >
      <markdownRenderer.Component {...props} />
    </Suspense>
  );
}
