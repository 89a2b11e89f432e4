import { readAutomaticPrompt } from '@brief/contract/automatic-prompts';
import type { AutomaticPrompt } from '@brief/contract/chats';

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
  if (kind === 'customer-data') {
    const whose = prompt?.kind === 'customer-data' ? possessive(prompt.customerName) : "the customer's";
    return done ? `Loaded ${whose} data` : `Loading ${whose} data…`;
  }
  if (kind === 'search') {
    const query = prompt?.kind === 'search' ? ` for “${prompt.query}”` : '';
    return done ? `Searched the web${query}` : `Searching the web${query}…`;
  }
  const names =
    fileNames.length > 0 ? fileNames : prompt?.kind === 'attachment' ? prompt.files.map((f) => f.name) : [];
  const what = names.length === 1 ? names[0] : names.length === 0 ? 'the files' : `${names.length} files`;
  return done ? `Read ${what}` : `Reading ${what}…`;
}
