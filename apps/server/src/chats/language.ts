import { readAutomaticPrompt } from '@brief/contract/automatic-prompts';
import type { AutomaticPrompt, ChatLanguage } from '@brief/contract/chats';
import { detectLanguage, tokenise } from '../agents/builtin-text';

/**
 * The chat's language (issue 14): the language of what the user typed, newest first, the first message
 * whose language is clear. The product's automatic Spanish prompts don't count, except that a web
 * search's query is the user's own words. Before anything typed, the caller's interface language, which
 * the chat keeps with each reply (so its follow-ups and title, asked later, are in the same language).
 */

type LanguageMessage = { role: string; content: string; automatic?: AutomaticPrompt | null | undefined };

// Words a request to an assistant often holds that the function-word lists of detectLanguage lack.
const ENGLISH_CUES = new Set(
  `write draft give list summarize summarise suggest create make compare explain describe tell show find
  which whats thanks thank please yes audience audiences goals budget budgets campaign campaigns
  table tagline headline brand tone voice latest last next year quarter month week`.split(/\s+/),
);
const SPANISH_CUES = new Set(
  `escribe redacta dame resume resumen sugiere crea haz compara explica describe dime muestra busca cual cuales
  gracias por favor vale si claro publico objetivos presupuesto campana campanas tabla publicacion eslogan
  titular marca tono ano trimestre mes semana ultimo ultima proximo proxima`.split(/\s+/),
);

/** English or Spanish when the text says so clearly; null for a short or mixed text ("OK", "Q3 2026"). */
export function clearLanguageOf(text: string): ChatLanguage | null {
  const byWords = detectLanguage(text, 'en');
  if (byWords === detectLanguage(text, 'es')) return byWords;
  let spanish = /[ñ¿¡áéíóú]/i.test(text) ? 1 : 0;
  let english = /\b\w+'(s|t|re|ll|ve|d|m)\b/i.test(text) ? 1 : 0;
  for (const token of tokenise(text)) {
    if (SPANISH_CUES.has(token) && !ENGLISH_CUES.has(token)) spanish += 1;
    else if (ENGLISH_CUES.has(token) && !SPANISH_CUES.has(token)) english += 1;
  }
  if (spanish === english) return null;
  return spanish > english ? 'es' : 'en';
}

/** The user's own words in a message: typed text, a web search's query, nothing for other automatic prompts. */
export function typedTextOf(message: LanguageMessage): string | null {
  if (message.role !== 'user') return null;
  if (message.automatic === undefined || message.automatic === null) return message.content;
  if (message.automatic !== 'search') return null;
  const prompt = readAutomaticPrompt(message.content);
  return prompt?.kind === 'search' ? prompt.query : null;
}

/** The chat's language from its messages in order (the one being sent last), else `locale`, else English. */
export function chatLanguage(
  messages: readonly LanguageMessage[],
  locale: ChatLanguage | undefined = undefined,
): ChatLanguage {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    const text = message === undefined ? null : typedTextOf(message);
    const language = text === null ? null : clearLanguageOf(text);
    if (language !== null) return language;
  }
  return locale ?? 'en';
}
