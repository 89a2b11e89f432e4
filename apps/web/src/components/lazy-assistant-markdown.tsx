import { lazy, Suspense, type ComponentProps } from 'react';

const AssistantMarkdown = lazy(() =>
  import('@/components/assistant-markdown').then((module) => ({ default: module.AssistantMarkdown })),
);

/**
 * A reply rendered from markdown, the renderer (remark, rehype and their parsers) downloading with the
 * first reply a page shows rather than with the page: until then the reply's text shows as written.
 */
export function LazyAssistantMarkdown(props: ComponentProps<typeof AssistantMarkdown>) {
  return (
    <Suspense
      fallback={<div className="text-sm break-words whitespace-pre-wrap text-foreground">{props.text}</div>}
    >
      <AssistantMarkdown {...props} />
    </Suspense>
  );
}
