import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useStore } from '@nanostores/react';
import { adminTexts } from '@/features/admin/i18n/en';
import { labelIn } from '@/i18n/core';
import { adminMoreLabels } from '@/features/admin/i18n/en';

/**
 * What a non-admin sees at /admin before being sent to /chat. Its wording differs from the toast's,
 * so the two never read as the same message twice.
 */
export function AccessDenied({
  title = labelIn(adminMoreLabels.get(), 'Access Denied'),
  description = labelIn(
    adminMoreLabels.get(),
    'Only administrators can open the Admin Panel. Ask one if you need access.',
  ),
}: {
  title?: string;
  description?: string;
}) {
  const tr = useStore(adminTexts);
  const navigate = useNavigate();
  return (
    <Card className="mx-auto mt-6 max-w-md text-center" data-testid="access-denied">
      <CardContent className="flex flex-col items-center gap-4 py-6">
        <span className="grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive">
          <ShieldAlert aria-hidden="true" className="size-7" />
        </span>
        <div className="space-y-1.5">
          <h1 className="text-xl font-semibold">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
          <p className="text-xs text-muted-foreground">{tr.takingYouBackToThe}</p>
        </div>
        <Button onClick={() => void navigate('/chat', { replace: true })}>{tr.returnToChat}</Button>
      </CardContent>
    </Card>
  );
}
