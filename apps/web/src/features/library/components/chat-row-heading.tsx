import { Badge } from '@/components/ui/badge';

/** The first line of a library row: the chat's title and its customer badge. */
export function ChatRowHeading({ title, customerName }: { title: string; customerName: string | null }) {
  return (
    <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
      <span className="truncate font-medium">{title}</span>
      {customerName && (
        <Badge variant="secondary" className="max-w-full truncate">
          {customerName}
        </Badge>
      )}
    </span>
  );
}
