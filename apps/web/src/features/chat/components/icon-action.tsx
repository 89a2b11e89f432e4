import { Button } from '@/components/ui/button';

/** A small ghost icon button under a message (copy, edit, a version), named by its label. */
export function IconAction({
  label,
  title = label,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  /** The tooltip, when it says more than the label (a state). */
  title?: string;
  disabled?: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-7 text-muted-foreground hover:text-foreground"
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
