import type { AutomaticPrompt } from './chats';
import { uploadPrompt } from './files';

/**
 * The Spanish prompts the product sends by itself (a customer's data, an upload, a web search), written
 * the same way on both sides and read back: the web app shows them as an automatic step, the server keeps
 * them from deciding the chat's language or preview.
 */

/** Choosing a customer sends this as the chat's first message. */
export function customerDataPrompt(customerName: string): string {
  return `Carga los datos del cliente ${customerName.trim()} y prepárate para responder preguntas sobre él.`;
}

/** Search sends this Spanish prompt, asking the main agent to search Google. */
export function webSearchPrompt(query: string): string {
  return `Usa el agente principal para buscar en Google: "${query.trim()}". Resume los resultados más relevantes y cita sus fuentes.`;
}

/** What an automatic prompt is about, read back from its text. */
export type AutomaticPromptText =
  | { kind: 'customer-data'; customerName: string }
  | { kind: 'attachment'; files: { name: string; image: boolean }[] }
  | { kind: 'search'; query: string };

const CUSTOMER_DATA = /^Carga los datos del cliente (\S.*?) y prepárate para responder preguntas sobre él\.$/;
const SEARCH =
  /^Usa el agente principal para buscar en Google: "([\s\S]*)"\. Resume los resultados más relevantes y cita sus fuentes\.$/;
const IMAGE_LINE = /^Analiza y describe la imagen "(.+)" usando el agente principal\.$/;
const DOCUMENT_LINE =
  /^Carga los datos del archivo "(.+)" usando el agente principal y resume su contenido\.$/;

// The upload lines must stay the ones uploadPrompt writes; a change there has to change the patterns too.
const uploadLine = (line: string): { name: string; image: boolean } | null => {
  const image = IMAGE_LINE.exec(line)?.[1];
  if (image !== undefined && uploadPrompt({ name: image, kind: 'image' }) === line)
    return { name: image, image: true };
  const document = DOCUMENT_LINE.exec(line)?.[1];
  if (document !== undefined && uploadPrompt({ name: document, kind: 'text' }) === line)
    return { name: document, image: false };
  return null;
};

/**
 * The automatic prompt `text` is, exactly as the product writes it (the customer-data prompt for any
 * customer, one upload line per file, the search prompt), or null for anything the user typed.
 */
export function readAutomaticPrompt(text: string): AutomaticPromptText | null {
  const customerName = CUSTOMER_DATA.exec(text)?.[1];
  if (customerName !== undefined && customerName.trim() === customerName) {
    return { kind: 'customer-data', customerName };
  }
  const query = SEARCH.exec(text)?.[1];
  if (query !== undefined) return { kind: 'search', query };
  const files = text.split('\n').map(uploadLine);
  if (files.every((file) => file !== null)) return { kind: 'attachment', files };
  return null;
}

/** The kind of automatic prompt `text` is, or undefined when the user typed it. */
export const automaticPromptOf = (text: string): AutomaticPrompt | undefined =>
  readAutomaticPrompt(text)?.kind;
