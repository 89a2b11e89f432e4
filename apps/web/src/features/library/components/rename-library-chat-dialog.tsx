import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Renames a chat of the library: the 'Chat Title' field, Cancel and Rename. */
export function RenameLibraryChatDialog({
  trigger,
  currentTitle,
  onRename,
}: {
  trigger: ReactNode;
  currentTitle: string;
  onRename: (title: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(currentTitle);
  const [error, setError] = useState<string | null>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setTitle(currentTitle);
          setError(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = title.trim();
            if (trimmed === '') {
              setError('Chat title cannot be empty');
              return;
            }
            onRename(trimmed);
            setOpen(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>Rename Chat</DialogTitle>
            <DialogDescription>Give this conversation a name you will recognise.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="library-chat-title">Chat Title</Label>
            <Input
              id="library-chat-title"
              value={title}
              maxLength={200}
              aria-invalid={error !== null}
              aria-describedby={error ? 'library-chat-title-error' : undefined}
              onChange={(event) => setTitle(event.target.value)}
            />
            {error && (
              <p id="library-chat-title-error" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit">Rename</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
