import type { Element, ElementContent } from 'hast';
import { memo, useMemo } from 'react';
import Markdown, { type Components, type Options } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from '@/components/code-block';
import { FindingMarkView } from '@/components/finding-mark';
import { rehypeCitations } from '@/components/rehype-citations';
import { rehypeFindings, type FindingMark } from '@/components/rehype-findings';
import { finishMarkdown } from '@/components/unfinished-markdown';
import { safeUrl } from '@/lib/safe-url';
import { chatMore } from '@/features/chat/i18n/en';

const linkClass =
  'font-medium text-primary underline underline-offset-2 outline-none hover:text-primary/80 focus-visible:ring-[3px] focus-visible:ring-ring/50 rounded-xs';

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/** A fenced block's code and its language (from the `language-*` class the sanitiser keeps). */
function fencedCode(pre: Element | undefined): { code: string; language: string | null } | null {
  const code = pre?.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  if (!code) return null;
  const classes = code.properties.className;
  const languageClass = Array.isArray(classes)
    ? classes.find((name): name is string => typeof name === 'string' && name.startsWith('language-'))
    : undefined;
  return {
    // The parser ends every block with a newline that is not part of the code.
    code: textOf(code).replace(/\n$/, ''),
    language: languageClass?.slice('language-'.length).toLowerCase() || null,
  };
}

/**
 * How each markdown element looks. No raw HTML is ever rendered: react-markdown drops it, and
 * rehype-sanitize strips what the markdown itself could smuggle in (event handlers, scripts, styles).
 */
const components: Components = {
  p: ({ node: _node, ...props }) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...props} />,
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // Pictures from elsewhere are not loaded (no tracking pixels); they become a link to open by choice.
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
        {alt || chatMore.get().image}
      </a>
    ) : null,
  ul: ({ node: _node, ...props }) => <ul className="my-2 list-disc space-y-1 pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-2 list-decimal space-y-1 pl-5" {...props} />,
  li: ({ node: _node, ...props }) => (
    <li className="leading-relaxed marker:text-muted-foreground" {...props} />
  ),
  h1: ({ node: _node, ...props }) => <h3 className="mt-4 mb-2 text-lg font-semibold first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => (
    <h4 className="mt-4 mb-2 text-base font-semibold first:mt-0" {...props} />
  ),
  h3: ({ node: _node, ...props }) => <h5 className="mt-3 mb-1.5 font-semibold first:mt-0" {...props} />,
  h4: ({ node: _node, ...props }) => <h6 className="mt-3 mb-1.5 font-semibold first:mt-0" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-2 border-l-2 border-primary/40 pl-3 text-muted-foreground" {...props} />
  ),
  hr: () => <hr className="my-4 border-border" />,
  pre: ({ node, ...props }) => {
    const fenced = fencedCode(node);
    return fenced ? (
      <CodeBlock code={fenced.code} language={fenced.language} />
    ) : (
      <pre
        className="my-3 overflow-x-auto rounded-lg bg-slate-950 p-3 text-[13px] text-slate-100"
        {...props}
      />
    );
  },
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] text-foreground" {...props} />
  ),
  // A wide table scrolls sideways inside the reply, never the page (min-w-0 keeps it from widening it).
  table: ({ node: _node, ...props }) => (
    <div data-testid="reply-table" className="my-3 max-w-full min-w-0 overflow-x-auto rounded-lg border">
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  thead: ({ node: _node, ...props }) => <thead className="bg-muted/60" {...props} />,
  th: ({ node: _node, ...props }) => (
    <th className="border-b px-3 py-2 text-left font-semibold whitespace-nowrap" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b px-3 py-2 align-top" {...props} />,
};

const remarkPlugins = [remarkGfm];
type PluggableList = NonNullable<Options['rehypePlugins']>;

const rehypePlugins: PluggableList = [rehypeSanitize];

/** Only http, https and same-origin relative addresses survive; other links lose their address. */
const urlTransform = (url: string) => safeUrl(url, window.location.origin);

/** The sources a reply's `[n]` markers cite: each such marker becomes a small button that opens one. */
export interface Citations {
  /** The numbers of the reply's sources; a marker with another number stays text. */
  numbers: ReadonlySet<number>;
  /** The marker's accessible name ("Source 1: Brand guide.pdf"). */
  labelOf: (n: number) => string;
  onOpen: (n: number) => void;
}

/** A reply's brand-rule findings: the stretches of its text to underline, each with its rule in a tooltip. */
export interface Findings {
  marks: readonly FindingMark[];
  /** The rule a finding breaks, in words ("Brand rule: write “affordable” instead of “cheap”"). */
  labelOf: (finding: number) => string;
}

function withFindings(base: Components, { labelOf }: Findings): Components {
  return {
    ...base,
    mark: ({ node, children }) => {
      const finding = node?.properties.dataFinding;
      if (typeof finding !== 'number') return <mark>{children}</mark>;
      return (
        <FindingMarkView label={labelOf(finding)} inLink={node?.properties.dataInLink === true}>
          {children}
        </FindingMarkView>
      );
    },
  };
}

function withCitations(base: Components, { labelOf, onOpen }: Citations): Components {
  return {
    ...base,
    sup: ({ node, ...props }) => {
      const n = node?.properties.dataCitation;
      if (typeof n !== 'number') return <sup {...props} />;
      return (
        <button
          type="button"
          data-testid="citation"
          aria-label={labelOf(n)}
          title={labelOf(n)}
          onClick={() => onOpen(n)}
          className="relative -top-1.5 mx-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-primary/10 px-1 align-baseline text-[10px] leading-none font-semibold text-primary tabular-nums transition-colors outline-none hover:bg-primary/20 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {n}
        </button>
      );
    },
  };
}

/**
 * An assistant reply's text as sanitised markdown (tables, lists, code), with its citations and its
 * brand-rule findings (underlined) if given.
 * An `unfinished` reply (being written, or stopped) shows its last words as text in progress, never
 * the marks of an emphasis it has not closed yet.
 */
export const AssistantMarkdown = memo(function AssistantMarkdown({
  text,
  citations,
  findings,
  unfinished = false,
}: {
  text: string;
  citations?: Citations;
  findings?: Findings;
  unfinished?: boolean;
}) {
  const rendering = useMemo(() => {
    // Findings first: the citations split text nodes and lose where in the source they came from.
    const plugins: PluggableList = [...rehypePlugins];
    let shown = components;
    if (findings && findings.marks.length > 0) {
      plugins.push([rehypeFindings, findings.marks]);
      shown = withFindings(shown, findings);
    }
    if (citations) {
      plugins.push([rehypeCitations, citations.numbers]);
      shown = withCitations(shown, citations);
    }
    return { rehypePlugins: plugins, components: shown };
  }, [citations, findings]);
  return (
    <div className="text-sm break-words text-foreground">
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rendering.rehypePlugins}
        urlTransform={urlTransform}
        components={rendering.components}
      >
        {unfinished ? finishMarkdown(text) : text}
      </Markdown>
    </div>
  );
});
