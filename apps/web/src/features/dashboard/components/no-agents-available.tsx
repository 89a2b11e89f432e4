import { UsersRound } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';

/** Spec §2 Dashboard: the tabbed workspace when the user has no consulting team. */
export function NoAgentsAvailable() {
  return (
    <Card className="mx-auto mt-2 max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-4 py-6">
        <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
          <UsersRound aria-hidden="true" className="size-7" />
        </span>
        <div className="space-y-2">
          <h2 className="text-xl font-semibold">No Agents Available</h2>
          <p className="text-sm">There are no agents available for your account at this time.</p>
          <p className="text-sm text-muted-foreground">
            Please contact your administrator to get access to agents or check back later.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
