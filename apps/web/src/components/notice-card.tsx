import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

/** A centred card that explains why a page cannot show what it usually does, and the ways on. */
export function NoticeCard({
  icon: Icon,
  title,
  headingLevel: Heading = 'h1',
  children,
  actions,
}: {
  icon: LucideIcon;
  title: string;
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Card className="mx-auto mt-4 max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-4 py-6">
        <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <div className="space-y-1.5">
          <Heading className="text-xl font-semibold">{title}</Heading>
          {children}
        </div>
        {actions && <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">{actions}</div>}
      </CardContent>
    </Card>
  );
}
