import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { LibrarySearchFocusState } from '@/components/layouts/global-shortcuts';
import { Input } from '@/components/ui/input';
import { ChatSearchResults } from '@/features/library/components/chat-search-results';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useStore } from '@nanostores/react';
import { libraryTexts } from '@/features/library/i18n/en';

/** The library's search box: while it holds text the matching chats replace `children` (the groups). */
export function LibrarySearch({ userId, children }: { userId: string | null; children: ReactNode }) {
  const tr = useStore(libraryTexts);
  const [value, setValue] = useState('');
  const query = useDebouncedValue(value, 250).trim().slice(0, 200);
  const input = useRef<HTMLInputElement>(null);
  const location = useLocation();
  // Ctrl/⌘+K lands here with this state: each arrival (a new location key) focuses the box.
  const focusSearch = (location.state as Partial<LibrarySearchFocusState> | null)?.focusSearch === true;
  useEffect(() => {
    if (!focusSearch) return;
    input.current?.focus();
    // A dialog or menu that just closed hands focus back to its trigger a moment later: unless the
    // user has gone on typing elsewhere, the box takes it again.
    const again = setTimeout(() => {
      const active = document.activeElement;
      if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement))
        input.current?.focus();
    }, 300);
    return () => clearTimeout(again);
  }, [focusSearch, location.key]);
  return (
    <div className="space-y-6">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={input}
          type="search"
          aria-label={tr.searchChats}
          placeholder={tr.searchTitlesAndMessages}
          maxLength={200}
          className="pl-9"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setValue('');
          }}
        />
      </div>
      {query ? <ChatSearchResults userId={userId} query={query} /> : children}
    </div>
  );
}
