import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { useStore } from '@nanostores/react';
import { componentsTexts } from '@/components/i18n/en';

/**
 * The end of a form in a dialog: the server's refusal when there is one, then Cancel and the submit
 * button, which spins and is disabled while the form is being saved.
 */
export function DialogFormFooter({
  submitLabel,
  saving,
  error,
}: {
  submitLabel: string;
  saving: boolean;
  error?: string | null;
}) {
  const tr = useStore(componentsTexts);
  return (
    <>
      {error && (
        <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {tr.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving && <Loader2 aria-hidden="true" className="animate-spin" />}
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
