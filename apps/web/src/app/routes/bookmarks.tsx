import { BookmarksView } from '@/features/bookmarks/components/bookmarks-view';
import { useStore } from '@nanostores/react';
import { bookmarksTexts } from '@/features/bookmarks/i18n/en';

/** /bookmarks: the replies the user saved. */
export function BookmarksRoute() {
  const tr = useStore(bookmarksTexts);
  return (
    <div className="mx-auto w-full max-w-7xl">
      <title>{tr.bookmarksBrief}</title>
      <BookmarksView />
    </div>
  );
}
