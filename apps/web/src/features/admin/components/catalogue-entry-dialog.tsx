import { useId, useState, type ReactNode } from 'react';
import { DialogFormFooter } from '@/components/dialog-form-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { adminErrorMessage } from '@/features/admin/utils/admin-errors';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { adminMore } from '@/features/admin/i18n/en';
import { adminMoreLabels } from '@/features/admin/i18n/en';
import { labelIn } from '@/i18n/core';

export interface CatalogueEntry {
  name: string;
  description: string;
  /** The long text: a specialist's instructions or a customer's profile. */
  body: string;
}

/**
 * A specialist or a customer: name, description and one long text. `onSave` rejects with the
 * server's refusal (a 409 for a name the team has), which is shown in the dialog.
 */
export function CatalogueEntryDialog({
  trigger,
  title,
  description,
  bodyLabel,
  bodyHint,
  bodyRows = 8,
  initial,
  submitLabel,
  onSave,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  bodyLabel: string;
  bodyHint: string;
  bodyRows?: number;
  initial: CatalogueEntry;
  submitLabel: string;
  onSave: (entry: CatalogueEntry) => Promise<unknown>;
}) {
  const tr = useStore(adminTexts);
  const lb = useStore(adminMoreLabels);
  const idPrefix = useId();
  const [open, setOpen] = useState(false);
  const [entry, setEntry] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof CatalogueEntry, value: string) => {
    setEntry((current) => ({ ...current, [field]: value }));
    if (field === 'name') setNameError(null);
    setServerError(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setEntry(initial);
          setNameError(null);
          setServerError(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <form
          noValidate
          aria-label={title}
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (entry.name.trim() === '') {
              setNameError(adminMore.get().nameCannotBeEmpty);
              return;
            }
            setSaving(true);
            onSave({ ...entry, name: entry.name.trim() })
              .then(() => setOpen(false))
              .catch((error: unknown) => setServerError(adminErrorMessage(error)))
              .finally(() => setSaving(false));
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{labelIn(lb, description)}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${idPrefix}-name`}>{tr.name}</Label>
            <Input
              id={`${idPrefix}-name`}
              value={entry.name}
              maxLength={200}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${idPrefix}-name-error` : undefined}
              onChange={(event) => set('name', event.target.value)}
            />
            {nameError && (
              <p id={`${idPrefix}-name-error`} className="text-sm text-destructive">
                {nameError}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${idPrefix}-description`}>{tr.description}</Label>
            <Textarea
              id={`${idPrefix}-description`}
              rows={2}
              value={entry.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${idPrefix}-body`}>{labelIn(lb, bodyLabel)}</Label>
            <Textarea
              id={`${idPrefix}-body`}
              rows={bodyRows}
              value={entry.body}
              className="font-mono text-sm"
              onChange={(event) => set('body', event.target.value)}
            />
            <p className="text-xs text-muted-foreground">{labelIn(lb, bodyHint)}</p>
          </div>
          <DialogFormFooter submitLabel={submitLabel} saving={saving} error={serverError} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
