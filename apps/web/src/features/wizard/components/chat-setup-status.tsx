import { Loader2 } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { useStore } from '@nanostores/react';
import { wizardTexts } from '@/features/wizard/i18n/en';

/** /chat-v2 while a launched chat is set up: 'Setting Up Your Chat' with what the wizard chose. */
export function ChatSetupStatus({
  teamName,
  customerName,
  specialists,
  prompt,
}: {
  teamName: string;
  customerName: string;
  specialists: readonly string[];
  prompt: string | null;
}) {
  const tr = useStore(wizardTexts);
  return (
    <Card className="mx-auto mt-4 max-w-lg" role="status" aria-live="polite">
      <CardContent className="flex flex-col items-center gap-4 py-6 text-center">
        <Loader2 aria-hidden="true" className="size-8 animate-spin text-primary" />
        <h1 className="text-xl font-semibold">{tr.settingUpYourChat}</h1>
        <dl className="grid w-full gap-2 rounded-lg border bg-muted/40 p-4 text-left text-sm sm:grid-cols-[7rem_1fr]">
          <dt className="text-muted-foreground">{tr.team}</dt>
          <dd className="font-medium">{teamName}</dd>
          <dt className="text-muted-foreground">{tr.customer}</dt>
          <dd className="font-medium">{customerName}</dd>
          {specialists.length > 0 && (
            <>
              <dt className="text-muted-foreground">{tr.specialists}</dt>
              <dd className="font-medium">{specialists.join(', ')}</dd>
            </>
          )}
          {prompt && (
            <>
              <dt className="text-muted-foreground">{tr.prompt}</dt>
              <dd className="break-words whitespace-pre-wrap">{prompt}</dd>
            </>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
