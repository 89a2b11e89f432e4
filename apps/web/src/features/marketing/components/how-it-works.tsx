import { useStore } from '@nanostores/react';
import { marketingLabels, marketingTexts } from '@/features/marketing/i18n/en';
import { labelIn } from '@/i18n/core';
import { belowTheFold } from '@/features/marketing/components/below-the-fold';
import { cn } from '@/lib/utils';
const STEPS = [
  {
    title: 'Pick a team',
    description:
      'Choose the consulting team that fits the question: content, creative, marketing or service.',
  },
  {
    title: 'Choose a customer',
    description: 'Search the customers of that team and add the specialists you want in the room.',
  },
  {
    title: 'Start chatting',
    description:
      'Ask anything. Follow the suggestions, attach files, search the web and save the best replies.',
  },
];

export function HowItWorks() {
  const tr = useStore(marketingTexts);
  const lb = useStore(marketingLabels);
  return (
    <section id="how-it-works" className={cn('scroll-mt-20 py-16 sm:py-24', belowTheFold)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl space-y-3 text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{tr.howItWorks}</p>
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {tr.fromQuestionToAnswerIn}
          </h2>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border bg-card p-6 shadow-sm">
              <span className="grid size-10 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold">{labelIn(lb, step.title)}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{labelIn(lb, step.description)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
