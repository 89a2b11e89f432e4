import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useRetentionPreview } from '@/features/admin/api/get-retention-preview';
import { adminRetention } from '@/features/admin/i18n/en';
import { retentionDaysOf } from '@/features/admin/utils/retention-days';

/**
 * A team's retention in days (empty: keep every chat), with how many chats that policy would delete
 * if it were saved now, so nobody saves a policy without seeing what it takes.
 */
export function RetentionField({
  teamId,
  value,
  onChange,
  showError,
}: {
  teamId: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether a value that is not a policy is flagged (after a save was tried). */
  showError: boolean;
}) {
  const t = useStore(adminRetention);
  const id = useId();
  const days = retentionDaysOf(value);
  const invalid = days === 'invalid';
  const preview = useRetentionPreview(teamId, typeof days === 'number' ? days : null);

  let note = t.retentionHint;
  if (invalid && showError) note = t.retentionInvalid;
  else if (typeof days === 'number') {
    note = preview.data === undefined ? t.countingChats : t.deletesNow(preview.data.chats);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t.retention}</Label>
      <Input
        id={id}
        inputMode="numeric"
        className="w-32"
        value={value}
        aria-invalid={invalid && showError ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p
        id={`${id}-note`}
        aria-live="polite"
        className={invalid && showError ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
      >
        {note}
      </p>
    </div>
  );
}
