import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import getTailwindMergeConfig from 'virtual:tailwind-merge-config';

/** tailwind-merge configured for the classes this app's source holds (scripts/tailwind-merge-classes.ts). */
const twMerge = createTailwindMerge(getTailwindMergeConfig);

/** Joins class names and lets later Tailwind classes win over earlier ones (shadcn/ui's helper). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
