import { Info, Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
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

/**
 * The search dialog: 'Search Google', 'What do you want to search for?', Cancel and Search. When
 * the server has no search provider (`available` false) it says so and Search stays disabled.
 */
export function SearchDialog({
  trigger,
  available,
  onSearch,
}: {
  trigger: ReactNode;
  available: boolean;
  onSearch: (query: string) => void;
}) {
  const tr = useStore(chatTexts);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  const canSearch = available && trimmed !== '';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('');
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            // React bubbles through the portal: the composer's form around the trigger must not submit.
            event.stopPropagation();
            if (!canSearch) return;
            onSearch(trimmed);
            setQuery('');
            setOpen(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>{tr.searchGoogle}</DialogTitle>
            <DialogDescription>{tr.theAssistantSearchesTheWeb}</DialogDescription>
          </DialogHeader>
          {!available && (
            <Alert role="note" data-testid="search-unavailable">
              <Info aria-hidden="true" />
              <AlertTitle>{tr.webSearchIsNotSet}</AlertTitle>
              <AlertDescription>{tr.thisServerHasNoSearch}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor="search-query">{tr.whatDoYouWantTo}</Label>
            <Input
              id="search-query"
              value={query}
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {tr.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!canSearch}>
              <Search aria-hidden="true" />
              {tr.search}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
