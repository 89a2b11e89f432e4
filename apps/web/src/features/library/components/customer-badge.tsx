import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { customerLookupPath } from '@/lib/customers/customer-page-path';

/**
 * A chat's customer in a library row: a link to the customer's page (found by the chat's team and the
 * customer's name). It sits above the row's stretched link, so it opens the customer, not the chat. A
 * chat without a team keeps a plain badge.
 */
export function CustomerBadge({ name, teamId }: { name: string; teamId: string | null }) {
  // The name cuts with an ellipsis at its end (a centred flex box would clip both ends): its tooltip says it whole.
  const badgeClass = 'max-w-full justify-start';
  if (teamId === null) {
    return (
      <Badge variant="secondary" className={badgeClass} title={name}>
        <span className="min-w-0 truncate">{name}</span>
      </Badge>
    );
  }
  return (
    <Badge asChild variant="secondary" className={`${badgeClass} relative z-10 hover:bg-secondary/70`}>
      <Link to={customerLookupPath(teamId, name)} title={name}>
        <span className="min-w-0 truncate">{name}</span>
      </Link>
    </Badge>
  );
}
