import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** A quiet card for a list or page with nothing to show yet. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card data-testid="empty-state" className="border-dashed shadow-none">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center sm:py-14">
        <span className="grid size-12 place-items-center rounded-full bg-secondary text-secondary-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="space-y-1">
          <p className="font-medium">{title}</p>
          {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
        </div>
        {action && <div className="pt-2">{action}</div>}
      </CardContent>
    </Card>
  );
}
