import { tool, zodSchema } from 'ai';
import { z } from 'zod';

export const LOAD_CUSTOMER_DATA = 'load_customer_data';

/** A customer document as load_customer_data lists it: its name, type and whether it can be searched. */
export type CustomerDocumentEntry = { name: string; type: string; searchable: boolean };

/** An approved fact of the customer's memory as the model reads it, with the number to cite it by. */
export type CustomerMemoryEntry = { source: number; fact: string; approvedBy: string; approvedAt: string };

export type CustomerData = {
  customer: string;
  description: string;
  profile: string;
  /** The documents an admin uploaded for the customer, oldest first (at most LISTED_DOCUMENTS). */
  documents?: readonly CustomerDocumentEntry[];
  /** How many documents the customer has in all. */
  documentCount?: number;
  /** The facts of the customer's memory its team approved, newest first. */
  memory?: readonly CustomerMemoryEntry[];
};

const MEMORY_NOTE =
  "memory: facts the customer's team approved. Cite each fact you use as [n] with its source number, like a document passage.";

/** Most documents load_customer_data names; the rest are counted. */
export const LISTED_DOCUMENTS = 100;

/** The tool's input, as a schema made once: its JSON Schema is computed on first use, not per run. */
const loadCustomerDataInput = zodSchema(
  z.object({
    focus: z.string().max(200).optional().describe('What the answer needs, e.g. "audiences" or "Q3 figures"'),
  }),
);

/**
 * Gives the model the selected customer's profile, the facts its team approved (each numbered to be cited
 * like a passage) and the list of its documents (not their text: the model searches them with
 * search_customer_knowledge).
 */
export function loadCustomerDataTool(load: () => Promise<CustomerData | null>) {
  return tool({
    description:
      "Loads the selected customer's profile (industry, goals, audiences, channels and recent campaign figures), the facts about the customer its team approved (cite one you use as [n]), and the list of the customer's documents, which search_customer_knowledge searches. Call it before answering about the customer.",
    inputSchema: loadCustomerDataInput,
    execute: async () => {
      const data = await load();
      if (data === null) return { error: 'No customer is selected in this conversation.' };
      const count = data.documentCount ?? data.documents?.length ?? 0;
      const memory = data.memory ?? [];
      const remembered = memory.length === 0 ? {} : { memory, memoryNote: MEMORY_NOTE };
      if (count === 0)
        return {
          customer: data.customer,
          description: data.description,
          profile: data.profile,
          ...remembered,
        };
      return {
        customer: data.customer,
        description: data.description,
        profile: data.profile,
        documents: data.documents ?? [],
        ...(data.documentCount === undefined ? {} : { documentCount: data.documentCount }),
        ...remembered,
        note:
          count > (data.documents?.length ?? 0)
            ? `The customer has ${count} documents; the first ${data.documents?.length ?? 0} are listed. Search them all with search_customer_knowledge.`
            : 'Search these documents with search_customer_knowledge.',
      };
    },
  });
}
