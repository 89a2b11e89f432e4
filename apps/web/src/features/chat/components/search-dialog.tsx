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

/**
 * Spec §2 Search dialog: 'Search Google', 'What do you want to search for?', Cancel and Search. When
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
            <DialogTitle>Search Google</DialogTitle>
            <DialogDescription>The assistant searches the web and sums up what it finds.</DialogDescription>
          </DialogHeader>
          {!available && (
            <Alert role="note" data-testid="search-unavailable">
              <Info aria-hidden="true" />
              <AlertTitle>Web search is not set up</AlertTitle>
              <AlertDescription>
                This server has no search provider configured, so the assistant cannot search the web. An
                administrator can turn it on with the SEARCH_PROVIDER setting.
              </AlertDescription>
            </Alert>
          )}
          <div className="grid gap-2">
            <Label htmlFor="search-query">What do you want to search for?</Label>
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
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!canSearch}>
              <Search aria-hidden="true" />
              Search
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
