import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from '@/components/link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ChatPreview } from '@/features/marketing/components/chat-preview';
import { useStore } from '@nanostores/react';
import { marketingTexts } from '@/features/marketing/i18n/en';

export function LandingHero() {
  const tr = useStore(marketingTexts);
  return (
    <section className="relative overflow-hidden">
      <div className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-gradient-to-b from-indigo-50 via-background to-background dark:from-indigo-950/60" />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-24">
        <div className="space-y-7 text-center lg:text-left">
          <Badge variant="secondary" className="rounded-full px-3 py-1 text-xs">
            {tr.aiConsultingTeamsForYour}
          </Badge>
          <h1 className="text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {tr.everyCustomerBrief} <span className="text-primary">{tr.oneConversationAway}</span>
          </h1>
          <p className="mx-auto max-w-xl text-lg leading-relaxed text-muted-foreground lg:mx-0">
            {tr.briefPutsYourAgencyS}
          </p>
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button size="lg" className="w-full sm:w-auto" asChild>
              <Link to="/login" data-testid="landing-get-started">
                {tr.getStarted}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" className="w-full sm:w-auto" asChild>
              <a href="#how-it-works">{tr.seeHowItWorks}</a>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            <ShieldCheck aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px] text-success" />
            {tr.forAgencyStaffOnlySign}
          </p>
        </div>
        <ChatPreview />
      </div>
    </section>
  );
}
