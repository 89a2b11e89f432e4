import { Redirect } from '@/components/redirect';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { LandingFooter } from '@/features/marketing/components/landing-footer';
import { LandingHeader } from '@/features/marketing/components/landing-header';
import { LandingHero } from '@/features/marketing/components/landing-hero';
import { useAuth } from '@/hooks/use-auth';
import { useStore } from '@nanostores/react';
import { marketingTexts } from '@/features/marketing/i18n/en';

export function LandingRoute() {
  const tr = useStore(marketingTexts);
  const { user } = useAuth();
  if (user) return <Redirect to="/dashboard" />;

  return (
    <div className="flex min-h-svh flex-col">
      <title>{tr.briefYourAgencySAi}</title>
      <LandingHeader />
      <main className="flex-1">
        <LandingHero />
        <FeatureGrid />
        <HowItWorks />
        <CallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
