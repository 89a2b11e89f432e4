import { LayoutDashboard, UsersRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Spec §2 Chat page states: the fallback when the user has no team to chat with. */
export function NoTeamsAvailable() {
  const navigate = useNavigate();
  return (
    <Card className="mx-auto mt-4 max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-4 py-6">
        <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
          <UsersRound aria-hidden="true" className="size-7" />
        </span>
        <div className="space-y-1.5">
          <h1 className="text-xl font-semibold">No Teams Available</h1>
          <p className="text-sm text-muted-foreground">
            Your account has no consulting team yet. Ask an administrator to give you access to one.
          </p>
        </div>
        <Button variant="outline" onClick={() => void navigate('/dashboard')}>
          <LayoutDashboard aria-hidden="true" />
          Back to Overview
        </Button>
      </CardContent>
    </Card>
  );
}
