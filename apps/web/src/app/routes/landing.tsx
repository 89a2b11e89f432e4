import { Navigate } from 'react-router';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { LandingFooter } from '@/features/marketing/components/landing-footer';
import { LandingHeader } from '@/features/marketing/components/landing-header';
import { LandingHero } from '@/features/marketing/components/landing-hero';
import { useAuth } from '@/hooks/use-auth';

export function LandingRoute() {
  const { user } = useAuth();
  if (user) return <Navigate to="/dashboard" replace />;

  return (
    <div className="flex min-h-svh flex-col">
      <title>Brief: your agency&apos;s AI consulting teams</title>
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
