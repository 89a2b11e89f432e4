import { useState, type ReactNode } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

const underline =
  'rounded-xs bg-transparent text-inherit underline decoration-amber-500 decoration-wavy decoration-[1.5px] underline-offset-[3px] dark:decoration-amber-400';

/**
 * Words of a reply that break a brand rule: underlined, the rule in a tooltip that opens on hover, on
 * keyboard focus and on a tap (phones have no hover). Inside a link the words cannot be a control of
 * their own: the rule is their title there.
 */
export function FindingMarkView({
  label,
  inLink,
  children,
}: {
  label: string;
  inLink: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (inLink) {
    return (
      <mark data-testid="rule-finding" title={label} className={underline}>
        {children}
      </mark>
    );
  }
  return (
    // Its own provider: a shared chat's page has none, and a reply renders the same everywhere.
    <TooltipProvider>
      <Tooltip open={open} onOpenChange={setOpen}>
        <TooltipTrigger asChild>
          <mark
            data-testid="rule-finding"
            tabIndex={0}
            className={`${underline} cursor-help outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50`}
            onClick={(event) => {
              // The trigger closes its tooltip on a click; a tap is how a phone asks for it.
              event.preventDefault();
              setOpen(true);
            }}
          >
            {children}
          </mark>
        </TooltipTrigger>
        <TooltipContent className="max-w-72">{label}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
