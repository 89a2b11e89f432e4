import { customerDataPrompt, webSearchPrompt } from '@brief/contract/automatic-prompts';
import { uploadPrompt, type StoredFile } from '@brief/contract/files';

/** The customer choice that means "no one customer": it gets no initial prompt. */
export const ALL_CUSTOMERS = 'All the Customers';

/**
 * Choosing a customer stores a Spanish prompt asking the agent to load that customer's data;
 * it is sent as the chat's first message. Null for 'All the Customers'.
 */
export function initialPromptFor(customerName: string): string | null {
  const name = customerName.trim();
  if (name === '' || name === ALL_CUSTOMERS) return null;
  return customerDataPrompt(name);
}

/** Whether `prompt` is the initial prompt of `customerName`: only then may it open that customer's chat. */
export function isInitialPromptFor(prompt: string, customerName: string | null | undefined): boolean {
  return customerName ? initialPromptFor(customerName) === prompt : false;
}

/** Search sends a Spanish prompt asking the main agent to search Google. */
export function searchPrompt(query: string): string {
  return webSearchPrompt(query);
}

/**
 * An upload sends an automatic Spanish prompt (analyse and describe an image, or load a file's
 * data using the main agent). Several files go in one message, one line each.
 */
export function attachmentPrompt(files: readonly Pick<StoredFile, 'name' | 'kind'>[]): string {
  return files.map((file) => uploadPrompt({ name: file.name, kind: file.kind })).join('\n');
}
