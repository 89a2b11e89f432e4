import { Lock } from 'lucide-react';
import { useStore } from '@nanostores/react';
import { Badge } from '@/components/ui/badge';
import { adminRetention } from '@/features/admin/i18n/en';

/** Marks a person on legal hold in the People list; its title says what the hold means. */
export function LegalHoldBadge() {
  const tr = useStore(adminRetention);
  return (
    <Badge variant="secondary" title={tr.onHoldMeaning} data-testid="legal-hold-badge">
      <Lock aria-hidden="true" />
      {tr.onHold}
    </Badge>
  );
}
