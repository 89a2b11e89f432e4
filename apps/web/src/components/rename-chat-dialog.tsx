import { Loader2, Sparkles } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
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
import { useStore } from '@nanostores/react';
import { chatTexts } from '@/features/chat/i18n/en';
import { chatMore } from '@/features/chat/i18n/en';

/**
 * 'Rename Chat', the one dialog wherever a chat is renamed (the chat's title bar, the library's
 * rows and cards, the dashboard's library tab): the 'Chat Title' field, 'Propose Title from AI'
 * (`onPropose` answers a title, or null when none came and it showed an error toast), Cancel and Rename.
 */
export function RenameChatDialog({
  trigger,
  currentTitle,
  onRename,
  onPropose,
}: {
  trigger: ReactNode;
  currentTitle: string;
  onRename: (title: string) => void;
  onPropose: () => Promise<string | null>;
}) {
  const tr = useStore(chatTexts);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState(currentTitle);
  const [error, setError] = useState<string | null>(null);
  const [proposing, setProposing] = useState(false);

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
              setError(chatMore.get().chatTitleCannotBeEmpty);
              return;
            }
            onRename(trimmed);
            setOpen(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>{tr.renameChat2}</DialogTitle>
            <DialogDescription>{tr.giveThisConversationAName}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{tr.chatTitle}</Label>
            <Input
              id={fieldId}
              value={title}
              maxLength={200}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setTitle(event.target.value);
                setError(null);
              }}
            />
            {error && (
              <p id={errorId} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <Button
            type="button"
            variant="secondary"
            className="justify-self-start"
            disabled={proposing}
            onClick={async () => {
              setProposing(true);
              try {
                const proposed = await onPropose();
                if (proposed) {
                  setTitle(proposed);
                  setError(null);
                }
              } finally {
                setProposing(false);
              }
            }}
          >
            {proposing ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Sparkles aria-hidden="true" />
            )}
            {tr.proposeTitleFromAi}
          </Button>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {tr.cancel}
              </Button>
            </DialogClose>
            <Button type="submit">{tr.rename}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
