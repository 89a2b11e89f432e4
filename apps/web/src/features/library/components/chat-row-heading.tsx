import { Link } from 'react-router';
import { ReplyRunningMark } from '@/components/reply-running-mark';
import { CustomerBadge } from '@/features/library/components/customer-badge';

/** What opens a row's chat: a link, or a button (the library variant's preview). */
export type ChatRowOpener = { to: string } | { onClick: () => void };

/**
 * The title's link (or button) covers the whole row through its `::after` (the row is `relative`), so the
 * row opens the chat anywhere but on what sits above it: the customer's badge and the row's actions
 * (`relative z-10`). Nothing interactive is nested inside another.
 */
const STRETCHED =
  'min-w-0 rounded-md text-left outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring';

/**
 * The first line of a library row: the chat's title (what opens it), whether a reply runs, and its
 * customer badge (a link to the customer's page). On a phone the row's
 * buttons leave the title little width, so it may take two lines there (one from tablet width up); the
 * whole title is in its tooltip either way.
 */
export function ChatRowHeading({
  title,
  customerName,
  running = false,
  opener,
  teamId,
}: {
  title: string;
  customerName: string | null;
  /** A reply of the chat is being written. */
  running?: boolean;
  opener: ChatRowOpener;
  /** The chat's team, by which its customer's badge finds the customer's page (none: a plain badge). */
  teamId: string | null;
}) {
  const text = (
    <span title={title} className="line-clamp-2 min-w-0 font-medium [overflow-wrap:anywhere] sm:line-clamp-1">
      {title}
    </span>
  );
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      {'to' in opener ? (
        <Link to={opener.to} className={STRETCHED}>
          {text}
        </Link>
      ) : (
        <button type="button" onClick={opener.onClick} className={STRETCHED}>
          {text}
        </button>
      )}
      {running && <ReplyRunningMark />}
      {customerName && <CustomerBadge name={customerName} teamId={teamId} />}
    </span>
  );
}
