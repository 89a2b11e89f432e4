import type { Language } from './builtin-text';

/**
 * A question turned into the words that follow "The data doesn't say …": "What is the budget?" → "what
 * the budget is", "¿Cuál es la mascota de la marca?" → "cuál es la mascota de la marca". Null when the
 * question is not a plain wh-question (then the answer says the question is not answered, in general).
 */

const ENGLISH = /^(what|who|which|where|when|why|how much|how many|how)\s+(is|are|was|were)\s+(.+)$/i;
const CONTRACTED = /^(what|who|where|how)'s\s+(.+)$/i;
const SPANISH =
  /^(qu[ée]|cu[áa]l(?:es)?|cu[áa]nt[oa]s?|c[óo]mo|d[óo]nde|cu[áa]ndo|qui[ée]n(?:es)?|por qu[ée])\s+\S/i;
/** The longest question worth repeating in a sentence. */
const MAX_CHARS = 120;

const plain = (question: string) =>
  question
    .trim()
    .replace(/^[¿¡\s]+/, '')
    .replace(/[?!.\s]+$/, '')
    .replace(/\s+/g, ' ');

export function whatIsAsked(question: string, language: Language): string | null {
  const text = plain(question);
  if (text === '' || text.length > MAX_CHARS || /[\n*_`[\]<>|#]/.test(text)) return null;
  if (language === 'es') {
    if (!SPANISH.test(text)) return null;
    return text.charAt(0).toLowerCase() + text.slice(1);
  }
  const contracted = CONTRACTED.exec(text);
  const match = contracted === null ? ENGLISH.exec(text) : [text, contracted[1], 'is', contracted[2]];
  if (match === null) return null;
  const [, wh = '', verb = '', rest = ''] = match;
  // "What is X like (on Mars)" → "what X is like (on Mars)".
  const like = /^(.*?)\s+(like(?:\s.*)?)$/i.exec(rest);
  const [subject, after] = like === null ? [rest, ''] : [like[1] ?? '', ` ${like[2] ?? ''}`];
  return `${wh.toLowerCase()} ${subject} ${verb.toLowerCase()}${after}`;
}
