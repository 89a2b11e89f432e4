import { exportPaths } from '@brief/contract/exports';
import { Download } from 'lucide-react';
import { exportTexts } from '@/components/i18n/en';
import { ExportMenu } from '@/components/export-menu';
import { Button } from '@/components/ui/button';
import { Bookmark, LogIn } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { BookmarkCard } from '@/features/bookmarks/components/bookmark-card';
import { useBookmarks } from '@/features/bookmarks/hooks/use-bookmarks';
import { bookmarkTint } from '@/features/bookmarks/utils/bookmark-tints';
import { useStore } from '@nanostores/react';
import { bookmarksTexts } from '@/features/bookmarks/i18n/en';

/** Six loading placeholders while the bookmarks load. */
const PLACEHOLDERS = 6;

// Each card is as tall as its reply (up to the fold), so opening one does not stretch its row.
const GRID = 'grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3';

/**
 * 'Your Bookmarks' as a grid of coloured cards. Shown by /bookmarks and by the
 * dashboard's bookmarks tab, which passes `headingLevel="h2"` under its own page heading.
 */
export function BookmarksView({ headingLevel: Heading = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  const tr = useStore(bookmarksTexts);
  const { user, bookmarks, loading, remove } = useBookmarks();
  const te = useStore(exportTexts);

  let body;
  if (!user) {
    body = <EmptyState icon={LogIn} title={tr.pleaseLogInToView} />;
  } else if (loading) {
    body = (
      <ul className={GRID} aria-busy="true" aria-label={tr.loadingBookmarks}>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} data-testid="bookmark-placeholder" className="space-y-3 rounded-xl border p-4">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-2/3" />
          </li>
        ))}
      </ul>
    );
  } else if (bookmarks.length === 0) {
    body = <EmptyState icon={Bookmark} title={tr.noBookmarksYetSaveMessages} />;
  } else {
    body = (
      <ul className={GRID} aria-label={tr.bookmarks}>
        {bookmarks.map((bookmark, index) => (
          <BookmarkCard
            key={bookmark.id}
            bookmark={bookmark}
            tint={bookmarkTint(index)}
            onRemove={() => remove(bookmark)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <Heading className="text-2xl font-semibold tracking-tight sm:text-3xl">{tr.yourBookmarks}</Heading>
          <p className="text-sm text-muted-foreground sm:text-base">{tr.repliesYouSavedFromYour}</p>
        </div>
        {user && bookmarks.length > 0 && (
          <ExportMenu
            label={te.exportBookmarks}
            pathOf={(format) => exportPaths.bookmarks(user.id, format)}
            trigger={
              <Button variant="outline" size="sm">
                <Download aria-hidden="true" /> {te.export}
              </Button>
            }
          />
        )}
      </div>
      {body}
    </section>
  );
}
