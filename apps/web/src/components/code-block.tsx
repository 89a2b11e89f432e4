import { Check, Copy } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { logger } from '@/lib/logger';
import { chatTexts } from '@/features/chat/i18n/en';
import { useStore } from '@nanostores/react';
import { chatMore } from '@/features/chat/i18n/en';

const HighlightedCode = lazy(() => import('@/components/code-highlight'));

/** How long 'Copied' shows after a copy. */
const COPIED_MS = 2000;

/** A fenced code block of a reply: its language, a 'Copy code' button, and highlighted code. */
export function CodeBlock({ code, language }: { code: string; language: string | null }) {
  const tm = useStore(chatMore);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch (error) {
      logger.warn('Copying code failed', error);
      toast({
        variant: 'destructive',
        title: chatTexts.get().copyFailed,
        description: chatTexts.get().unableToCopyCodeTo,
      });
    }
  };

  return (
    <div
      data-testid="code-block"
      className="my-3 overflow-hidden rounded-lg border border-slate-800 bg-slate-950 text-slate-100"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-800 py-1 pr-1 pl-3">
        <span className="font-mono text-xs text-slate-400">{language ?? 'code'}</span>
        <button
          type="button"
          onClick={() => void copy()}
          className="inline-flex h-7 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-slate-300 transition-colors outline-none hover:bg-slate-800 hover:text-white focus-visible:ring-2 focus-visible:ring-ring"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Copy aria-hidden="true" className="size-3.5" />
          )}
          <span aria-live="polite">{copied ? tm.copied : tm.copyCode}</span>
        </button>
      </div>
      <pre className="overflow-x-auto p-3 text-[13px] leading-relaxed">
        <code className="hljs font-mono">
          <Suspense fallback={code}>
            <HighlightedCode code={code} language={language} />
          </Suspense>
        </code>
      </pre>
    </div>
  );
}
