import { ReplyRunningMark } from '@/components/reply-running-mark';
import { Badge } from '@/components/ui/badge';

/**
 * The first line of a library row: the chat's title, whether a reply runs, and its customer badge. On a
 * phone the row's buttons leave the title little width, so it may take two lines there (one from tablet
 * width up); the whole title is in its tooltip either way.
 */
export function ChatRowHeading({
  title,
  customerName,
  running = false,
}: {
  title: string;
  customerName: string | null;
  /** A reply of the chat is being written. */
  running?: boolean;
}) {
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span
        title={title}
        className="line-clamp-2 min-w-0 font-medium [overflow-wrap:anywhere] sm:line-clamp-1"
      >
        {title}
      </span>
      {running && <ReplyRunningMark />}
      {customerName && (
        <Badge variant="secondary" className="max-w-full truncate" title={customerName}>
          {customerName}
        </Badge>
      )}
    </span>
  );
}
