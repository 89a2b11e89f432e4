import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';

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
            Cancel
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
