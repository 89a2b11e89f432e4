import { type JSONValue, isJSONObject } from '@ai-sdk/provider';
import type { Language } from './builtin-text';

/**
 * The facts of the customer's memory as the built-in model reads and quotes them: each under its own
 * heading, "Team memory [1]", after the profile, so the same relevance scoring picks the one a question
 * is about and the quote carries its number.
 */

const MEMORY_LABEL: Record<Language, string> = { en: 'Team memory', es: 'Memoria del equipo' };

/** A fact of the customer's memory load_customer_data gave: its number and text. */
export type MemoryHit = { source: number; fact: string };

/** The facts of the customer's memory in a load_customer_data result. */
export function memoryOf(value: JSONValue): MemoryHit[] {
  if (!isJSONObject(value) || !Array.isArray(value.memory)) return [];
  return value.memory.flatMap((m) =>
    isJSONObject(m) && typeof m.source === 'number' && typeof m.fact === 'string'
      ? [{ source: m.source, fact: m.fact }]
      : [],
  );
}

/** "Team memory [1]": a fact's heading in the customer's data, cited by its number. */
export const memoryHeading = (hit: MemoryHit, language: Language | null): string =>
  `${MEMORY_LABEL[language ?? 'en']} [${hit.source}]`;

/** Whether a heading (its number taken off) is a fact's. */
export const isMemoryHeading = (heading: string): boolean =>
  Object.values(MEMORY_LABEL).includes(heading.replace(/\s*\[\d+\]$/, '').trim());
