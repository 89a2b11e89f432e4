import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** One part of the customer page: a card with its heading, a line of what it is, and its content. */
export function CustomerSection({
  icon: Icon,
  title,
  hint,
  testId,
  children,
}: {
  icon: LucideIcon;
  title: string;
  hint?: string;
  testId: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="region" data-testid={testId} className="gap-4 py-5">
      <CardContent className="space-y-4 px-4 sm:px-6">
        <div className="space-y-1">
          <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
            <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
            {title}
          </h2>
          {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

/** A section's loading line, its failure, or its nothing-yet note. */
export function SectionNote({
  kind,
  children,
}: {
  kind: 'loading' | 'error' | 'empty';
  children: ReactNode;
}) {
  if (kind === 'loading') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {children}
      </p>
    );
  }
  if (kind === 'error') {
    return (
      <p role="alert" className="text-sm text-destructive">
        {children}
      </p>
    );
  }
  return (
    <p className="rounded-md border border-dashed px-4 py-5 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
