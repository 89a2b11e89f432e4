import { MEMORY_LIMITS } from '@brief/contract/customer-memory';
import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useProposeMemory } from '@/features/chat/api/propose-memory';
import type { FactProposal } from '@/features/chat/hooks/use-remember-fact';
import { chatRules } from '@/features/chat/i18n/en';
import { toast } from '@/hooks/use-toast';
import { useFormat } from '@/i18n/format';
import { errorText } from '@/lib/error-text';
import { cn } from '@/lib/utils';

/** The form of one proposal: a fresh start (text, error) for each. */
function RememberForm({
  userId,
  proposal,
  onDone,
}: {
  userId: string;
  proposal: FactProposal;
  onDone: () => void;
}) {
  const t = useStore(chatRules);
  const format = useFormat();
  const fieldId = useId();
  const counterId = useId();
  const [text, setText] = useState(proposal.text);
  const [error, setError] = useState<string | null>(null);
  const propose = useProposeMemory(userId, {
    onSuccess: () => {
      toast({ title: t.proposedToLead });
      onDone();
    },
    onError: (failure) => setError(errorText(failure, { not_found: t.chatNotAvailable })),
  });
  const trimmed = text.trim();
  const tooLong = text.length > MEMORY_LIMITS.text;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || tooLong || propose.isPending) return;
    setError(null);
    propose.mutate({
      customerId: proposal.customerId,
      request: { text: trimmed, chatId: proposal.chatId, messageId: proposal.messageId },
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>{t.fact}</Label>
        <Textarea
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={counterId}
          aria-invalid={tooLong || undefined}
          className="max-h-[45vh] min-h-32"
        />
        <p
          id={counterId}
          className={cn(
            'text-right text-xs text-muted-foreground tabular-nums',
            tooLong && 'text-destructive',
          )}
        >
          {tooLong
            ? t.tooLong({ limit: format.number(MEMORY_LIMITS.text) })
            : t.characters({ count: format.number(text.length), limit: format.number(MEMORY_LIMITS.text) })}
        </p>
      </div>
      <DialogFormFooter
        submitLabel={propose.isPending ? t.proposing : t.propose}
        saving={propose.isPending}
        error={error}
      />
    </form>
  );
}

/**
 * "Remember for {customer}": the reply (or what was selected in it) as an editable fact, at most 2,000
 * characters, proposed to the team's lead with the chat and reply it comes from.
 */
export function RememberDialog({
  userId,
  proposal,
  onClose,
}: {
  userId: string;
  proposal: FactProposal | null;
  onClose: () => void;
}) {
  const t = useStore(chatRules);
  return (
    <Dialog open={proposal !== null} onOpenChange={(open) => !open && onClose()}>
      {proposal && (
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{t.rememberFor({ customer: proposal.customerName })}</DialogTitle>
            <DialogDescription>{t.rememberDescription}</DialogDescription>
          </DialogHeader>
          <RememberForm
            key={`${proposal.messageId}:${proposal.text}`}
            userId={userId}
            proposal={proposal}
            onDone={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
