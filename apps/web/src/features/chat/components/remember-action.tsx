import { useStore } from '@nanostores/react';
import { BrainCircuit } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { chatRules } from '@/features/chat/i18n/en';

/** The text selected inside `container`, or null when nothing (or something elsewhere) is selected. */
function selectionIn(container: HTMLElement | null): string | null {
  const selection = window.getSelection();
  if (!container || !selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const text = selection.toString().trim();
  return text === '' ? null : text;
}

/** The reply as the reader sees it (no markdown marks), or null before it is shown. */
function shownText(container: HTMLElement | null): string | null {
  // innerText keeps the line breaks between paragraphs; jsdom (the unit tests) has only textContent.
  const text = (container?.innerText || container?.textContent || '').trim();
  return text === '' ? null : text;
}

/**
 * "Remember for {customer}" under a reply: proposes what is selected in the reply, or the whole reply
 * as shown when nothing in it is. The selection is read as the button is pressed, before a click could clear it.
 */
export function RememberAction({
  customerName,
  reply,
  replyText,
  onRemember,
}: {
  customerName: string;
  /** The reply's rendered text, where a selection counts. */
  reply: RefObject<HTMLElement | null>;
  /** The whole reply, as its markdown: proposed as it is only while nothing of it is shown. */
  replyText: string;
  onRemember: (text: string) => void;
}) {
  const t = useStore(chatRules);
  const selected = useRef<string | null>(null);
  const label = t.rememberFor({ customer: customerName });
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-7 text-muted-foreground hover:text-foreground"
      aria-label={label}
      title={label}
      onPointerDown={() => {
        selected.current = selectionIn(reply.current);
      }}
      onClick={() => {
        const text = selected.current ?? selectionIn(reply.current) ?? shownText(reply.current) ?? replyText;
        selected.current = null;
        onRemember(text);
      }}
    >
      <BrainCircuit className="size-3.5" />
    </Button>
  );
}
