import { tool } from 'ai';
import { z } from 'zod';

export const LOAD_CUSTOMER_DATA = 'load_customer_data';

export type CustomerDocumentText = { name: string; text: string };

export type CustomerData = {
  customer: string;
  description: string;
  profile: string;
  /** The text of the documents an admin uploaded for the customer, oldest first. */
  documents?: readonly CustomerDocumentText[];
};

/** Most characters of one document, and of all of them together, that one call hands the model. */
export const DOCUMENT_CHARS = 20_000;
export const ALL_DOCUMENTS_CHARS = 60_000;

/** The documents within the budget, each cut with a note saying so. */
export function boundedDocuments(documents: readonly CustomerDocumentText[]): CustomerDocumentText[] {
  let left = ALL_DOCUMENTS_CHARS;
  return documents.map(({ name, text }) => {
    const keep = Math.max(0, Math.min(DOCUMENT_CHARS, left, text.length));
    left -= keep;
    if (keep === text.length) return { name, text };
    const note = `[Cut: only the first ${keep.toLocaleString('en-US')} of ${text.length.toLocaleString('en-US')} characters fit in this answer.]`;
    return { name, text: keep === 0 ? note : `${text.slice(0, keep)}\n\n${note}` };
  });
}

/** Gives the model the selected customer's profile and the text of its documents. */
export function loadCustomerDataTool(load: () => Promise<CustomerData | null>) {
  return tool({
    description:
      "Loads the selected customer's profile (industry, goals, audiences, channels and recent campaign figures) and the text of the customer's documents. Call it before answering about the customer.",
    inputSchema: z.object({
      focus: z
        .string()
        .max(200)
        .optional()
        .describe('What the answer needs, e.g. "audiences" or "Q3 figures"'),
    }),
    execute: async () => {
      const data = await load();
      if (data === null) return { error: 'No customer is selected in this conversation.' };
      return { ...data, documents: boundedDocuments(data.documents ?? []) };
    },
  });
}
