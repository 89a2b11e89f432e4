import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { KeyboardShortcutsDialog } from '@/components/keyboard-shortcuts-dialog';
import { Logo } from '@/components/logo';
import { GlobalShortcuts } from '@/components/layouts/global-shortcuts';
import { UserMenu } from '@/components/layouts/user-menu';
import { useStore } from '@nanostores/react';
import { componentsLabels, componentsTexts } from '@/components/i18n/en';
import { labelIn } from '@/i18n/core';

export function AppHeader({ title }: { title: string }) {
  const tr = useStore(componentsTexts);
  const lb = useStore(componentsLabels);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const showShortcuts = useCallback(() => setShortcutsOpen(true), []);
  return (
    <header
      data-toast-ceiling
      className="sticky top-0 z-40 flex h-16 items-center gap-3 border-b bg-background/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/70 sm:px-6"
    >
      <Link
        to="/"
        aria-label={tr.briefHome}
        data-testid="header-logo"
        className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Logo />
      </Link>
      <span aria-hidden="true" className="h-6 w-px bg-border" />
      <p
        data-testid="header-title"
        className="truncate text-sm font-medium text-muted-foreground sm:text-base"
      >
        {labelIn(lb, title)}
      </p>
      <div className="ml-auto">
        <UserMenu onShowShortcuts={showShortcuts} />
      </div>
      <GlobalShortcuts onShowShortcuts={showShortcuts} />
      <KeyboardShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
    </header>
  );
}
