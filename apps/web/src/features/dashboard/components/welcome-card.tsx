import { Cpu, Wand2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/hooks/use-auth';
import { usePublicConfig } from '@/lib/public-config';

/** The Overview's greeting, with the way into a new chat. */
export function WelcomeCard() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { data: config } = usePublicConfig();
  const firstName = user?.name.split(/\s+/)[0] ?? '';

  return (
    <Card className="overflow-hidden border-0 bg-gradient-to-br from-indigo-600 via-indigo-700 to-slate-900 text-white shadow-lg">
      <CardContent className="flex flex-col gap-6 py-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2">
          <h2 className="text-xl font-semibold sm:text-2xl">
            Welcome back{firstName ? `, ${firstName}` : ''}
          </h2>
          <p className="max-w-lg text-indigo-100">
            Pick a team, a customer and the specialists you need, and start a conversation in a few clicks.
          </p>
          {config?.model.offline && (
            <Badge className="mt-1 gap-1.5 border-white/20 bg-white/10 text-indigo-50">
              <Cpu aria-hidden="true" />
              Offline demo model
            </Badge>
          )}
        </div>
        <Button
          size="lg"
          variant="secondary"
          className="shrink-0 bg-white text-indigo-700 hover:bg-indigo-50"
          onClick={() => void navigate('/chat-wizard')}
          data-testid="new-chat-wizard"
        >
          <Wand2 aria-hidden="true" />
          New Chat Wizard
        </Button>
      </CardContent>
    </Card>
  );
}
