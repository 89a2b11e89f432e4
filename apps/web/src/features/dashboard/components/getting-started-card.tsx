import { Building2, MessageSquare, Users, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

interface Step {
  title: string;
  description: string;
  icon: LucideIcon;
}

const STEPS: Step[] = [
  { title: 'Pick a team', description: 'The consulting team that fits your question.', icon: Users },
  { title: 'Choose a customer', description: 'Answers then draw on their profile.', icon: Building2 },
  { title: 'Ask away', description: 'Add specialists, attach files, save replies.', icon: MessageSquare },
];

/** A short reminder of how a chat is set up, for the Overview. */
export function GettingStartedCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>How a chat works</CardTitle>
        <CardDescription>Three choices and you are talking to the right experts.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map(({ title, description, icon: Icon }, index) => (
            <li key={title} className="flex items-start gap-3 rounded-lg border bg-muted/30 p-4">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">
                  {index + 1}. {title}
                </span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
