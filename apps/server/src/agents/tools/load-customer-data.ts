import { tool } from 'ai';
import { z } from 'zod';

export const LOAD_CUSTOMER_DATA = 'load_customer_data';

export type CustomerData = { customer: string; description: string; profile: string };

/** Gives the model the selected customer's profile (and, later, its documents). */
export function loadCustomerDataTool(load: () => Promise<CustomerData | null>) {
  return tool({
    description:
      "Loads the selected customer's profile: industry, goals, audiences, channels and recent campaign figures. Call it before answering about the customer.",
    inputSchema: z.object({
      focus: z
        .string()
        .max(200)
        .optional()
        .describe('What the answer needs, e.g. "audiences" or "Q3 figures"'),
    }),
    execute: async () => (await load()) ?? { error: 'No customer is selected in this conversation.' },
  });
}
