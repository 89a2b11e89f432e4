import { useStore } from '@nanostores/react';
import { ChevronDown, Coins, Download, Keyboard, Languages, LogOut, MonitorX } from 'lucide-react';
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
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SignOutEverywhereDialog } from '@/components/layouts/sign-out-everywhere-dialog';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/hooks/use-toast';
import { chooseLanguage } from '@/i18n/account-language';
import { isLanguage, language, type Language } from '@/i18n/core';
import { useFormat } from '@/i18n/format';
import { downloadOwnData } from '@/lib/data-export';
import { errorText } from '@/lib/error-text';
import { ApiError } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { getInitials } from '@/lib/avatar';
import { setThemeChoice, THEME_CHOICES, useThemeChoice, type ThemeChoice } from '@/lib/theme';
import { useUserCosts } from '@/lib/user-costs';
import { userMenu } from './i18n/en';

const isThemeChoice = (value: string): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

const THEME_LABEL = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' } as const;

/** Each language named in itself, so anyone can find their own. */
const LANGUAGE_NAMES: readonly { value: Language; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'es', name: 'Español' },
];

/**
 * The header's avatar menu: who is signed in and what their runs cost this month, the colour theme, the language, Download my data, the
 * keyboard shortcuts, Log out, and Sign out everywhere.
 */
export function UserMenu({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const { user, signOut } = useAuth();
  const theme = useThemeChoice();
  const t = useStore(userMenu);
  const shown = useStore(language);
  const [confirmingEverywhere, setConfirmingEverywhere] = useState(false);
  const [open, setOpen] = useState(false);
  const format = useFormat();
  const month = useUserCosts(user?.id ?? '', open && user !== null);
  if (!user) return null;

  const pickLanguage = (value: string) => {
    if (!isLanguage(value) || value === shown) return;
    chooseLanguage(user.id, value).catch((error: unknown) => {
      logger.error('The language could not be saved on the account', error);
      const texts = userMenu.get();
      toast({
        variant: 'destructive',
        title: texts.languageNotSaved,
        description: texts.languageNotSavedDescription,
      });
    });
  };

  const downloadData = () => {
    const texts = userMenu.get();
    toast({ title: texts.preparingMyData, description: texts.preparingMyDataDescription });
    downloadOwnData(user.id).catch((error: unknown) => {
      logger.error('The data export could not be downloaded', error);
      toast({
        variant: 'destructive',
        title: userMenu.get().downloadFailed,
        description: error instanceof ApiError ? errorText(error) : undefined,
      });
    });
  };

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen}>
        <DropdownMenuTrigger
          aria-label={t.openMenu}
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
          {!month.isError && (
            <DropdownMenuLabel
              data-testid="user-menu-month"
              className="flex items-center gap-2 pt-0 text-xs font-normal text-muted-foreground [&_svg]:size-4"
            >
              <Coins aria-hidden="true" />
              {month.data
                ? t.thisMonth({
                    cost: format.money(month.data.cost, month.data.currency),
                    runs: t.monthRuns(month.data.runs),
                  })
                : t.monthLoading}
            </DropdownMenuLabel>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">
            {t.theme}
          </DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={theme}
            onValueChange={(value) => {
              if (isThemeChoice(value)) setThemeChoice(value);
            }}
          >
            {THEME_CHOICES.map((choice) => (
              <DropdownMenuRadioItem key={choice} value={choice}>
                {t[THEME_LABEL[choice]]}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuSub>
            <DropdownMenuSubTrigger
              data-testid="language-menu"
              className="gap-2 [&_svg]:size-4 [&_svg]:text-muted-foreground"
            >
              <Languages aria-hidden="true" />
              {t.language}
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuRadioGroup value={shown} onValueChange={pickLanguage}>
                {LANGUAGE_NAMES.map((option) => (
                  <DropdownMenuRadioItem key={option.value} value={option.value} lang={option.value}>
                    {option.name}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          <DropdownMenuSeparator />
          <DropdownMenuItem data-testid="download-my-data" onSelect={downloadData}>
            <Download aria-hidden="true" />
            {t.downloadMyData}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onShowShortcuts}>
            <Keyboard aria-hidden="true" />
            {t.keyboardShortcuts}
          </DropdownMenuItem>
          <DropdownMenuItem data-testid="logout-button" onSelect={signOut}>
            <LogOut aria-hidden="true" />
            {t.logOut}
          </DropdownMenuItem>
          <DropdownMenuItem data-testid="sign-out-everywhere" onSelect={() => setConfirmingEverywhere(true)}>
            <MonitorX aria-hidden="true" />
            {t.signOutEverywhere}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SignOutEverywhereDialog open={confirmingEverywhere} onOpenChange={setConfirmingEverywhere} />
    </>
  );
}
