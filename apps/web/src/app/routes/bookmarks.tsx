import { BookmarksView } from '@/features/bookmarks/components/bookmarks-view';

/** Spec §2 /bookmarks. */
export function BookmarksRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl">
      <title>Bookmarks · Brief</title>
      <BookmarksView />
    </div>
  );
}
