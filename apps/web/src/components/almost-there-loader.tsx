import { useEffect, useState } from 'react';
import { Logo } from '@/components/logo';
import { Progress } from '@/components/ui/progress';
import { useStore } from '@nanostores/react';
import { componentsTexts } from '@/components/i18n/en';

/** The progress bar rises by 10 every 200 ms up to 100. */
const PROGRESS_STEP = 10;
const PROGRESS_INTERVAL_MS = 200;

/** 'Almost there!': the full-screen loader shown while the app is thinking. */
export function AlmostThereLoader() {
  const tr = useStore(componentsTexts);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setProgress((current) => Math.min(100, current + PROGRESS_STEP));
    }, PROGRESS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="almost-there-loader"
      className="fixed inset-0 z-[90] flex flex-col items-center justify-center gap-6 bg-background/95 px-6 backdrop-blur-sm"
    >
      <Logo className="scale-125" />
      <div className="flex w-full max-w-xs flex-col items-center gap-3">
        <p className="text-lg font-semibold">{tr.almostThere}</p>
        <Progress value={progress} aria-label={tr.signingYouIn} className="h-2.5" />
        <p className="text-sm text-muted-foreground">{tr.preparingYourWorkspace}</p>
      </div>
    </div>
  );
}
