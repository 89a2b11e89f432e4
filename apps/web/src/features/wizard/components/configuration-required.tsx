import { MessageSquare, Settings2, Wand2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

/** Spec §2 Chat page states: with no session and no configuration, 'Configuration Required'. */
export function ConfigurationRequired() {
  const navigate = useNavigate();
  return (
    <Card className="mx-auto mt-4 max-w-lg text-center">
      <CardContent className="flex flex-col items-center gap-4 py-6">
        <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
          <Settings2 aria-hidden="true" className="size-7" />
        </span>
        <div className="space-y-1.5">
          <h1 className="text-xl font-semibold">Configuration Required</h1>
          <p className="text-sm text-muted-foreground">
            Choose a team and a customer before starting this chat.
          </p>
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button onClick={() => void navigate('/chat-wizard')}>
            <Wand2 aria-hidden="true" />
            Open Chat Wizard
          </Button>
          <Button variant="outline" onClick={() => void navigate('/chat')}>
            <MessageSquare aria-hidden="true" />
            Use Regular Chat
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
