import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Spec §2 Search dialog: 'Search Google', 'What do you want to search for?', Cancel and Search. */
export function SearchDialog({
  open,
  onOpenChange,
  onSearch,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSearch: (query: string) => void;
}) {
  const [query, setQuery] = useState('');
  const trimmed = query.trim();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setQuery('');
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-md">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed === '') return;
            onSearch(trimmed);
            setQuery('');
            onOpenChange(false);
          }}
        >
          <DialogHeader>
            <DialogTitle>Search Google</DialogTitle>
            <DialogDescription>The assistant searches the web and sums up what it finds.</DialogDescription>
          </DialogHeader>
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
            <Button type="submit" disabled={trimmed === ''}>
              <Search aria-hidden="true" />
              Search
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
