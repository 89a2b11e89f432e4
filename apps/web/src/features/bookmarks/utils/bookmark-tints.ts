/** Bookmark cards cycle through six colours; soft tints that read in light and dark mode. */
export const BOOKMARK_TINTS = [
  { name: 'amber', className: 'border-amber-200 bg-amber-50 dark:border-amber-900/60 dark:bg-amber-950/40' },
  { name: 'sky', className: 'border-sky-200 bg-sky-50 dark:border-sky-900/60 dark:bg-sky-950/40' },
  {
    name: 'emerald',
    className: 'border-emerald-200 bg-emerald-50 dark:border-emerald-900/60 dark:bg-emerald-950/40',
  },
  { name: 'rose', className: 'border-rose-200 bg-rose-50 dark:border-rose-900/60 dark:bg-rose-950/40' },
  {
    name: 'violet',
    className: 'border-violet-200 bg-violet-50 dark:border-violet-900/60 dark:bg-violet-950/40',
  },
  { name: 'teal', className: 'border-teal-200 bg-teal-50 dark:border-teal-900/60 dark:bg-teal-950/40' },
] as const;

export type BookmarkTint = (typeof BOOKMARK_TINTS)[number];

/** The colour of the card at `index`: the six in turn. */
export function bookmarkTint(index: number): BookmarkTint {
  return BOOKMARK_TINTS[index % BOOKMARK_TINTS.length] ?? BOOKMARK_TINTS[0];
}
