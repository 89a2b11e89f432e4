import { Bookmark, House, Library, ShieldCheck, Star, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { componentsTexts, navLabels } from '@/components/i18n/en';

interface NavEntry {
  to: string;
  label: keyof ReturnType<typeof navLabels.get>;
  icon: LucideIcon;
  testId: string;
}

/** The left navigation rail, in its order (Admin only for admins). */
const NAV_ENTRIES: NavEntry[] = [
  { to: '/dashboard', label: 'home', icon: House, testId: 'nav-home' },
  { to: '/bookmarks', label: 'bookmarks', icon: Bookmark, testId: 'nav-bookmarks' },
  { to: '/favorite-chats', label: 'favorites', icon: Star, testId: 'nav-favorites' },
  { to: '/chats', label: 'library', icon: Library, testId: 'nav-library' },
];

const ADMIN_ENTRY: NavEntry = { to: '/admin', label: 'admin', icon: ShieldCheck, testId: 'nav-admin' };

/**
 * The navigation rail: a narrow column on the left from tablet width up, a bottom bar on phones.
 * One element either way, so each link exists once in the page.
 */
export function AppNav({ isAdmin }: { isAdmin: boolean }) {
  const tr = useStore(componentsTexts);
  const labels = useStore(navLabels);
  const entries = isAdmin ? [...NAV_ENTRIES, ADMIN_ENTRY] : NAV_ENTRIES;

  return (
    <nav
      aria-label={tr.main}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur',
        'md:top-16 md:right-auto md:bottom-0 md:w-20 md:border-t-0 md:border-r md:pb-0',
      )}
    >
      <ul className="flex h-16 items-stretch justify-around md:h-auto md:flex-col md:justify-start md:gap-1 md:px-1 md:py-4">
        {entries.map(({ to, label, icon: Icon, testId }) => (
          <li key={to} className="flex min-w-0 flex-1 md:flex-none">
            <NavLink
              to={to}
              data-testid={testId}
              className={({ isActive }) =>
                cn(
                  'group flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-lg px-1 py-2 text-[11px] font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 md:py-2.5',
                  isActive && 'text-primary hover:text-primary',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'grid h-8 w-12 place-items-center rounded-full transition-colors group-hover:bg-accent',
                      isActive && 'bg-secondary group-hover:bg-secondary',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {/* Labels are short enough for the rail in both languages; a longer one is cut, whole on hover. */}
                  <span className="max-w-full truncate" title={labels[label]}>
                    {labels[label]}
                  </span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
