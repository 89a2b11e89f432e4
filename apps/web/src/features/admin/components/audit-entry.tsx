import type { AuditEntry as AuditEntryData } from '@brief/contract/admin-console';
import { useStore } from '@nanostores/react';
import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminAudit, adminTexts } from '@/features/admin/i18n/en';
import { auditSentence, type SentencePart } from '@/features/admin/utils/audit-sentence';
import { useFormat } from '@/i18n/format';
import { cn } from '@/lib/utils';

/** A detail value as it was stored: text as it is, anything else as JSON. */
const raw = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

function SentencePiece({ part, gone }: { part: SentencePart; gone: string }) {
  if (part.kind === 'words') return <>{part.text}</>;
  return (
    <>
      <span className="font-medium break-words" title={part.email ?? undefined}>
        {part.text}
      </span>
      {part.gone && <span className="text-muted-foreground"> {gone}</span>}
    </>
  );
}

/**
 * One entry of the audit log: a sentence in the reader's language with the current names, when, and
 * the raw record (action code, ids, e-mails, address, detail) behind a Details toggle.
 */
export function AuditEntry({ entry }: { entry: AuditEntryData }) {
  const texts = useStore(adminAudit);
  const tr = useStore(adminTexts);
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const parts = useMemo(() => {
    const list = new Intl.ListFormat(format.language, { type: 'conjunction' });
    return auditSentence(entry, texts, (items) => list.format(items));
  }, [entry, texts, format.language]);
  const time = format.date(new Date(entry.at), 'dateTime');
  const record: [string, string][] = [
    [tr.action, entry.action],
    [tr.actor, [entry.actorEmail, entry.actorUserId].filter(Boolean).join(' · ') || '—'],
    [tr.target, [entry.targetType, entry.targetId].filter(Boolean).join(' ') || '—'],
    [tr.ip, entry.ip ?? '—'],
    ...Object.entries(entry.detail ?? {}).map(([key, value]): [string, string] => [key, raw(value)]),
  ];

  return (
    <li data-testid="audit-entry" className="border-b py-2 last:border-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
        <p
          className={cn(
            'min-w-0 flex-1 basis-64 text-sm',
            entry.action === 'sign_in.failed' && 'text-destructive',
          )}
        >
          {parts.map((part, index) => (
            <SentencePiece key={index} part={part} gone={texts.gone} />
          ))}
        </p>
        <div className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
          <time dateTime={entry.at}>{time}</time>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="h-7 gap-1 px-2 text-xs text-muted-foreground"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={texts.detailsOf({ time })}
            onClick={() => setOpen((shown) => !shown)}
          >
            {texts.details}
            <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
          </Button>
        </div>
      </div>
      {open && (
        <dl
          id={detailsId}
          className="mt-1 mb-1 grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-md bg-muted/50 p-3 font-mono text-xs"
        >
          {record.map(([label, value], index) => (
            <div key={`${label}-${index}`} className="contents">
              <dt className="truncate text-muted-foreground" title={label}>
                {label}
              </dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
