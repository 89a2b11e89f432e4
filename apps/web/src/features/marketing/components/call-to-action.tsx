import { MessageSquare } from 'lucide-react';
import { Link } from '@/components/link';
import { Button } from '@/components/ui/button';
import { useStore } from '@nanostores/react';
import { marketingTexts } from '@/features/marketing/i18n/en';
import { belowTheFold } from '@/features/marketing/components/below-the-fold';
import { cn } from '@/lib/utils';

export function CallToAction() {
  const tr = useStore(marketingTexts);
  return (
    <section className={cn('mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-24', belowTheFold)}>
      <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-slate-900 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {tr.readyToBriefYourNext}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">{tr.yourTeamsYourCustomersAnd}</p>
        <Button
          size="lg"
          variant="secondary"
          className="mt-8 bg-white text-indigo-700 hover:bg-indigo-50"
          asChild
        >
          <Link to="/login" data-testid="landing-start-chatting">
            <MessageSquare aria-hidden="true" />
            {tr.startChattingNow}
          </Link>
        </Button>
      </div>
    </section>
  );
}
