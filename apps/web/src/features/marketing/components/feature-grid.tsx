import { Bookmark, Building2, Library, ShieldCheck, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { useStore } from '@nanostores/react';
import { marketingLabels, marketingTexts } from '@/features/marketing/i18n/en';
import { labelIn } from '@/i18n/core';
import { belowTheFold } from '@/features/marketing/components/below-the-fold';
import { cn } from '@/lib/utils';

interface ProductFeature {
  icon: LucideIcon;
  title: string;
  description: string;
}

const FEATURES: ProductFeature[] = [
  {
    icon: Users,
    title: 'Consulting teams on call',
    description:
      'Work with the Consulting & Content, Creative, Marketing and Service teams, each with its own expertise and way of working.',
  },
  {
    icon: Building2,
    title: 'Customer context built in',
    description:
      "Choose a customer and every answer draws on their profile and documents. No more pasting last quarter's brief into a chat.",
  },
  {
    icon: Sparkles,
    title: 'Specialists for every angle',
    description:
      'Bring in SEO/SEM, social media, strategy, insights and market research specialists, one at a time or together.',
  },
  {
    icon: Bookmark,
    title: 'Bookmark what matters',
    description:
      'Save the replies worth keeping with one click and find them again, grouped by customer, on your Bookmarks page.',
  },
  {
    icon: Library,
    title: 'A library of every chat',
    description:
      'Star and rename past conversations, preview them, and continue any of them exactly where you left off.',
  },
  {
    icon: ShieldCheck,
    title: 'Private to your company',
    description:
      'Only company accounts can sign in, and admins decide which teams each person can work with.',
  },
];

export function FeatureGrid() {
  const tr = useStore(marketingTexts);
  const lb = useStore(marketingLabels);
  return (
    <section id="features" className={cn('scroll-mt-20 border-t bg-muted/40 py-16 sm:py-24', belowTheFold)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl space-y-3 text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{tr.features}</p>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {tr.builtForAccountManagersAnd}
          </h2>
          <p className="text-lg text-muted-foreground">{tr.everythingYouNeedToPrepare}</p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, description }) => (
            <li
              key={title}
              className="rounded-2xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-secondary text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{labelIn(lb, title)}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{labelIn(lb, description)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
