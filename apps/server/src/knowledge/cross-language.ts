import { bilingualTerms } from './bilingual-terms';
import { knowledgeTerms } from './search-terms';

/**
 * A question's words in the other language, from the agency's bilingual word list: a Spanish question
 * also finds an English brand book ("mascota de la marca" → "mascot brand") and the other way round.
 * Knowledge search asks both versions, whatever model asked the question.
 */

export type TermLanguage = 'en' | 'es';

const byLanguage = (from: 0 | 1) => {
  const map = new Map<string, string[]>();
  for (const pair of bilingualTerms) {
    const [word, translation] = [pair[from], pair[from === 0 ? 1 : 0]];
    map.set(word, [...(map.get(word) ?? []), translation]);
  }
  return map;
};
const fromEnglish = byLanguage(0);
const fromSpanish = byLanguage(1);

const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The forms a word may be listed under: as written, then singular ("campañas", "audiences", "nueva"). */
function listedForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  if (word.endsWith('as')) forms.push(`${word.slice(0, -2)}o`);
  if (word.endsWith('a')) forms.push(`${word.slice(0, -1)}o`);
  return forms.filter((form) => form.length >= 2);
}

/** The word's translations into `into` (folded, as listed), or none when the list does not hold it. */
export function translationsOf(word: string, into: TermLanguage): readonly string[] {
  const map = into === 'en' ? fromSpanish : fromEnglish;
  for (const form of listedForms(fold(word))) {
    const found = map.get(form);
    if (found !== undefined) return found;
  }
  return [];
}

/**
 * The question's meaningful words said in the other language, and which language that is; null when no
 * word of it is in the list. Words the list lacks (names, figures) are left to the question itself: kept
 * here too, they would find the same passages twice and crowd out the ones only the translation finds. The
 * question's own language is the one more of its words are listed in (a tie: Spanish if it has accents).
 */
export function otherLanguageQuery(question: string): { language: TermLanguage; text: string } | null {
  const words = knowledgeTerms(question);
  const toEnglish = words.map((word) => translationsOf(word, 'en'));
  const toSpanish = words.map((word) => translationsOf(word, 'es'));
  const listed = (translations: readonly (readonly string[])[]) =>
    translations.filter((t) => t.length > 0).length;
  const [spanishWords, englishWords] = [listed(toEnglish), listed(toSpanish)];
  if (spanishWords === 0 && englishWords === 0) return null;
  const asked: TermLanguage =
    spanishWords === englishWords
      ? /[ñ¿¡áéíóú]/i.test(question)
        ? 'es'
        : 'en'
      : spanishWords > englishWords
        ? 'es'
        : 'en';
  const translations = asked === 'es' ? toEnglish : toSpanish;
  if (listed(translations) === 0) return null;
  const text = [...new Set(translations.flat())].join(' ');
  return { language: asked === 'es' ? 'en' : 'es', text };
}
