import { readAutomaticPrompt } from '@brief/contract/automatic-prompts';
import type { AutomaticPrompt } from '@brief/contract/chats';
import { chatSteps } from '@/features/chat/i18n/en';
import { language } from '@/i18n/core';

const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/**
 * What the step says: the work being done while the prompt is on its way, what was done once it is
 * stored. Read from the prompt itself (the files from the message when it has them).
 */
export function automaticStepLabel(
  kind: AutomaticPrompt,
  content: string,
  fileNames: readonly string[],
  done: boolean,
): string {
  const prompt = readAutomaticPrompt(content);
  const t = chatSteps.get();
  if (kind === 'customer-data') {
    if (prompt?.kind !== 'customer-data') return done ? t.loadedCustomer : t.loadingCustomer;
    // English says "Northwind Coffee's"; Spanish names the customer after "de".
    const whose = language.get() === 'en' ? possessive(prompt.customerName) : prompt.customerName;
    return done ? t.loadedOf({ whose }) : t.loadingOf({ whose });
  }
  if (kind === 'search') {
    if (prompt?.kind !== 'search') return done ? t.searched : t.searching;
    return done ? t.searchedFor({ query: prompt.query }) : t.searchingFor({ query: prompt.query });
  }
  const names =
    fileNames.length > 0 ? fileNames : prompt?.kind === 'attachment' ? prompt.files.map((f) => f.name) : [];
  const [only] = names;
  if (names.length === 1 && only !== undefined)
    return done ? t.readName({ name: only }) : t.readingName({ name: only });
  if (names.length === 0) return done ? t.readTheFiles : t.readingTheFiles;
  return done ? t.readFiles(names.length) : t.readingFiles(names.length);
}
