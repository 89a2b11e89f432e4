import { Bookmark, Building2, Send, Sparkles, Star, Users } from 'lucide-react';
import { useStore } from '@nanostores/react';
import { marketingTexts } from '@/features/marketing/i18n/en';

/** A still picture of a Brief conversation, for the landing page's hero. Decorative. */
export function ChatPreview() {
  const trx = useStore(marketingTexts);
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-indigo-200/60 via-sky-100/60 to-violet-200/60 blur-2xl dark:from-indigo-500/20 dark:via-sky-500/10 dark:to-violet-500/20" />
      <div className="overflow-hidden rounded-2xl border bg-card shadow-xl shadow-indigo-950/10">
        <div className="flex items-center gap-2 border-b bg-muted/50 px-4 py-3">
          <span className="size-2.5 rounded-full bg-red-300" />
          <span className="size-2.5 rounded-full bg-amber-300" />
          <span className="size-2.5 rounded-full bg-emerald-300" />
          <span className="ml-3 flex min-w-0 items-center gap-1.5 truncate text-xs font-medium text-muted-foreground">
            <Building2 className="size-3.5" /> {trx.northwindCoffeeQ3Campaign}
          </span>
          <Star className="ml-auto size-4 fill-amber-400 text-amber-400" />
        </div>
        <div className="grid grid-cols-1 sm:grid-cols-[9rem_1fr]">
          <div className="hidden space-y-4 border-r bg-muted/30 p-3 text-xs sm:block">
            <div className="space-y-1.5">
              <p className="font-semibold tracking-wide text-muted-foreground uppercase">{trx.team}</p>
              <p className="flex items-center gap-1.5 rounded-md bg-secondary px-2 py-1 font-medium text-secondary-foreground">
                <Users className="size-3" /> {trx.marketing}
              </p>
              <p className="px-2 py-1 text-muted-foreground">{trx.creative}</p>
              <p className="px-2 py-1 text-muted-foreground">{trx.service}</p>
            </div>
            <div className="space-y-1.5">
              <p className="font-semibold tracking-wide text-muted-foreground uppercase">{trx.customer}</p>
              <p className="rounded-md border bg-background px-2 py-1 font-medium">{trx.northwindCoffee}</p>
            </div>
          </div>
          <div className="flex min-w-0 flex-col gap-3 p-4 text-sm">
            <div className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-primary-foreground">
              {trx.whichAudiencesShouldTheAutumn}
            </div>
            <div className="max-w-[92%] space-y-2 rounded-2xl rounded-bl-sm border bg-background px-3.5 py-2.5">
              <p className="flex items-center gap-1.5 text-xs font-medium text-primary">
                <Sparkles className="size-3.5" /> {trx.strategyInsights}
              </p>
              <p className="leading-relaxed text-foreground/90">
                {trx.startWith} <strong>{trx.urbanCommutersAged2540}</strong>
                {trx.theyDrive46OfWeekday}
              </p>
              <div className="flex items-center gap-3 pt-1 text-muted-foreground">
                <Bookmark className="size-3.5" />
                <span className="text-xs">{trx.savedToBookmarks}</span>
              </div>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <span className="rounded-full border bg-secondary/60 px-2.5 py-1 text-xs text-secondary-foreground">
                {trx.draftTheLaunchPost}
              </span>
              <span className="rounded-full border bg-secondary/60 px-2.5 py-1 text-xs text-secondary-foreground">
                {trx.compareWith2024}
              </span>
            </div>
            <div className="mt-1 flex items-center gap-2 rounded-xl border bg-background px-3 py-2 text-muted-foreground">
              <span className="flex-1 truncate text-xs">{trx.askAboutNorthwindCoffee}</span>
              <span className="grid size-7 place-items-center rounded-lg bg-primary text-primary-foreground">
                <Send className="size-3.5" />
              </span>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
