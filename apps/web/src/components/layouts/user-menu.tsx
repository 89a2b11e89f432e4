import { ChevronDown, Keyboard, LogOut, MonitorX } from 'lucide-react';
import { useState } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SignOutEverywhereDialog } from '@/components/layouts/sign-out-everywhere-dialog';
import { useAuth } from '@/hooks/use-auth';
import { getInitials } from '@/lib/avatar';
import { setThemeChoice, THEME_CHOICES, useThemeChoice, type ThemeChoice } from '@/lib/theme';

const isThemeChoice = (value: string): value is ThemeChoice =>
  THEME_CHOICES.some((choice) => choice.value === value);

/**
 * The header's avatar menu: who is signed in, the colour theme, the keyboard shortcuts, Log out, and
 * Sign out everywhere.
 */
export function UserMenu({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const { user, signOut } = useAuth();
  const theme = useThemeChoice();
  const [confirmingEverywhere, setConfirmingEverywhere] = useState(false);
  if (!user) return null;

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label="Open user menu"
          data-testid="user-menu-trigger"
          className="flex items-center gap-2 rounded-full p-1 pr-1 transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:pr-2"
        >
          <Avatar className="size-8 ring-1 ring-border">
            <AvatarImage src={user.picture} alt="" />
            <AvatarFallback>{getInitials(user.name || user.email)}</AvatarFallback>
          </Avatar>
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{user.name}</span>
          <ChevronDown aria-hidden="true" className="hidden size-4 text-muted-foreground sm:inline" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="flex items-center gap-3 py-2 font-normal">
            <Avatar className="size-10">
              <AvatarImage src={user.picture} alt="" />
              <AvatarFallback>{getInitials(user.name || user.email)}</AvatarFallback>
            </Avatar>
            <span className="grid min-w-0">
              <span data-testid="user-menu-name" className="truncate text-sm font-semibold">
                {user.name}
              </span>
              <span data-testid="user-menu-email" className="truncate text-xs text-muted-foreground">
                {user.email}
              </span>
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Theme</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={theme}
            onValueChange={(value) => {
              if (isThemeChoice(value)) setThemeChoice(value);
            }}
          >
            {THEME_CHOICES.map((choice) => (
              <DropdownMenuRadioItem key={choice.value} value={choice.value}>
                {choice.label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onShowShortcuts}>
            <Keyboard aria-hidden="true" />
            Keyboard shortcuts
          </DropdownMenuItem>
          <DropdownMenuItem data-testid="logout-button" onSelect={signOut}>
            <LogOut aria-hidden="true" />
            Log out
          </DropdownMenuItem>
          <DropdownMenuItem data-testid="sign-out-everywhere" onSelect={() => setConfirmingEverywhere(true)}>
            <MonitorX aria-hidden="true" />
            Sign out everywhere
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SignOutEverywhereDialog open={confirmingEverywhere} onOpenChange={setConfirmingEverywhere} />
    </>
  );
}
