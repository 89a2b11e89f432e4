import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { SHORTCUTS, shortcutKeys } from '@/lib/shortcuts';
import { useStore } from '@nanostores/react';
import { componentsLabels, componentsTexts } from '@/components/i18n/en';
import { labelIn } from '@/i18n/core';

/** The 'Keyboard shortcuts' sheet: every shortcut of lib/shortcuts.ts with its keys and where it works. */
export function KeyboardShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const tr = useStore(componentsTexts);
  const lb = useStore(componentsLabels);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{tr.keyboardShortcuts}</DialogTitle>
          <DialogDescription>{tr.workFasterWithoutTheMouse}</DialogDescription>
        </DialogHeader>
        <ul className="divide-y rounded-lg border" data-testid="shortcut-list">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.id} className="flex items-center justify-between gap-4 px-3 py-2.5">
              <span className="min-w-0">
                <span className="block text-sm font-medium">{labelIn(lb, shortcut.label)}</span>
                {shortcut.where && (
                  <span className="block text-xs text-muted-foreground">{labelIn(lb, shortcut.where)}</span>
                )}
              </span>
              <span className="flex shrink-0 items-center gap-1">
                {shortcutKeys(shortcut).map((key) => (
                  <kbd
                    key={key}
                    className="inline-flex h-6 min-w-6 items-center justify-center rounded-md border bg-muted px-1.5 font-sans text-xs font-medium text-foreground shadow-[0_1px_0_var(--border)]"
                  >
                    {key}
                  </kbd>
                ))}
              </span>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
