import { chatLabels } from '@/features/chat/i18n/en';
import { labelIn } from '@/i18n/core';

/** Shown while the reply has not started. */
export function TypingIndicator({
  label = labelIn(chatLabels.get(), 'Assistant is typing'),
}: {
  label?: string;
}) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex items-center gap-1 py-2"
      data-testid="typing-indicator"
    >
      {['[animation-delay:0ms]', '[animation-delay:150ms]', '[animation-delay:300ms]'].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className={`size-2 animate-bounce rounded-full bg-muted-foreground/60 ${delay}`}
        />
      ))}
    </div>
  );
}
