import { MEMORY_LIMITS, type CustomerMemory } from '@brief/contract/customer-memory';
import { useStore } from '@nanostores/react';
import { Check, MessageSquare, Pencil, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { adminMemory } from '@/features/admin/i18n/en';
import { useAuth } from '@/hooks/use-auth';
import { useFormat } from '@/i18n/format';
import { getTokenUserId } from '@/lib/token';

/** What a reviewer sends for a fact: approve (as edited), reject with a reason, or retire. */
export type MemoryReview =
  { status: 'approved'; text?: string } | { status: 'rejected'; reason: string } | { status: 'retired' };

type Mode = 'view' | 'edit' | 'reject';

/** Who reviewed the fact and when, as its status says it. */
function ReviewLine({ fact }: { fact: CustomerMemory }) {
  const t = useStore(adminMemory);
  const format = useFormat();
  if (fact.reviewedBy === null || fact.reviewedAt === null || fact.status === 'proposed') return null;
  const name = fact.reviewedBy.name;
  const by =
    fact.status === 'approved'
      ? t.approvedBy({ name })
      : fact.status === 'rejected'
        ? t.rejectedBy({ name })
        : t.retiredBy({ name });
  return (
    <p className="text-xs text-muted-foreground">
      {by} · <time dateTime={fact.reviewedAt}>{format.date(new Date(fact.reviewedAt), 'dateTime')}</time>
      {fact.reason && <span className="block break-words">{t.reason({ reason: fact.reason })}</span>}
    </p>
  );
}

/**
 * One fact of a customer's memory: its text, who proposed it, when and from which chat, and what a
 * reviewer may do with it now — a proposal is approved (as it is, or edited first) or rejected with a
 * reason the proposer reads; an approved fact is retired. `pending` while a review of it is being saved.
 */
export function MemoryFact({
  fact,
  pending,
  onReview,
}: {
  fact: CustomerMemory;
  pending: boolean;
  /** Resolves once the review is saved; rejects with the server's refusal (shown by the caller). */
  onReview: (review: MemoryReview) => Promise<unknown>;
}) {
  const t = useStore(adminMemory);
  const format = useFormat();
  const id = useId();
  const [mode, setMode] = useState<Mode>('view');
  const [text, setText] = useState(fact.text);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { user } = useAuth();
  const selfId = user ? (getTokenUserId(user.access_token) ?? user.id) : null;
  // A reviewer may read the chat a fact came from only when it is theirs (others' chats are private).
  const ownChat = fact.proposedBy.id !== null && fact.proposedBy.id === selfId;

  const open = (next: Mode) => {
    setMode(next);
    setText(fact.text);
    setReason('');
    setProblem(null);
  };
  const send = (review: MemoryReview) =>
    void onReview(review).then(
      () => setMode('view'),
      () => undefined,
    );

  /** Why `value` cannot be sent, or null. */
  const problemOf = (value: string, limit: number, empty: string): string | null =>
    value === '' ? empty : value.length > limit ? t.tooLong({ limit, count: value.length }) : null;

  const approveEdited = () => {
    const edited = text.trim();
    const found = problemOf(edited, MEMORY_LIMITS.text, t.textEmpty);
    if (found) setProblem(found);
    else send(edited === fact.text ? { status: 'approved' } : { status: 'approved', text: edited });
  };
  const reject = () => {
    const why = reason.trim();
    const found = problemOf(why, MEMORY_LIMITS.reason, t.reasonRequired);
    if (found) setProblem(found);
    else send({ status: 'rejected', reason: why });
  };

  const field = mode === 'edit' ? { label: t.editFact, value: text, set: setText } : null;
  const reasonField = mode === 'reject' ? { label: t.rejectReason, value: reason, set: setReason } : null;
  const editing = field ?? reasonField;
  return (
    <li data-testid="memory-fact" className="space-y-2 p-3">
      {mode !== 'edit' && <p className="text-sm break-words whitespace-pre-wrap">{fact.text}</p>}
      <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
        <span>{t.proposedBy({ name: fact.proposedBy.name })}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={fact.proposedAt}>{format.date(new Date(fact.proposedAt), 'dateTime')}</time>
        {fact.chatId !== null && !ownChat && (
          <>
            <span aria-hidden="true">·</span>
            <span>{t.fromTheirChat}</span>
          </>
        )}
        {fact.chatId !== null && ownChat && (
          <>
            <span aria-hidden="true">·</span>
            <Link
              to={`/chat-v2?sessionId=${encodeURIComponent(fact.chatId)}`}
              className="inline-flex items-center gap-1 underline-offset-2 hover:text-foreground hover:underline"
            >
              <MessageSquare aria-hidden="true" className="size-3" />
              {t.fromChat}
            </Link>
          </>
        )}
      </p>
      <ReviewLine fact={fact} />
      {editing && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-field`} className={mode === 'edit' ? 'sr-only' : undefined}>
            {editing.label}
          </Label>
          <Textarea
            id={`${id}-field`}
            rows={mode === 'edit' ? 4 : 2}
            value={editing.value}
            autoFocus
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              editing.set(event.target.value);
              setProblem(null);
            }}
          />
          <p
            id={`${id}-hint`}
            className={problem ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
          >
            {problem ?? (mode === 'reject' ? t.rejectReasonHint : '')}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {fact.status === 'proposed' && mode === 'view' && (
          <>
            <Button size="sm" disabled={pending} onClick={() => send({ status: 'approved' })}>
              <Check aria-hidden="true" />
              {t.approve}
            </Button>
            <Button size="sm" variant="outline" disabled={pending} onClick={() => open('edit')}>
              <Pencil aria-hidden="true" />
              {t.edit}
            </Button>
            <Button size="sm" variant="outline" disabled={pending} onClick={() => open('reject')}>
              <X aria-hidden="true" />
              {t.reject}
            </Button>
          </>
        )}
        {mode !== 'view' && (
          <>
            <Button
              size="sm"
              variant={mode === 'reject' ? 'destructive' : 'default'}
              disabled={pending}
              onClick={mode === 'edit' ? approveEdited : reject}
            >
              {mode === 'edit' ? t.approveEdited : t.confirmReject}
            </Button>
            <Button size="sm" variant="ghost" disabled={pending} onClick={() => open('view')}>
              {t.cancel}
            </Button>
          </>
        )}
        {fact.status === 'approved' && (
          <ConfirmDialog
            title={t.retireTitle}
            description={t.retireDescription}
            confirmLabel={t.retire}
            onConfirm={() => send({ status: 'retired' })}
            trigger={
              <Button size="sm" variant="outline" disabled={pending}>
                {t.retire}
              </Button>
            }
          />
        )}
      </div>
    </li>
  );
}
