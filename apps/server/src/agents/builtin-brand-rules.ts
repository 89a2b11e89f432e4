import type { Disclaimer, ForbiddenTerm } from '@brief/contract/brand-rules';
import { findForbiddenTerms } from '../brand-rules/findings';
import { termFinder } from '../brand-rules/term-match';
import { readBrandRules } from './brand-rules-prompt';
import { languageOf } from './builtin-reading';

/**
 * The built-in model keeps the customer's brand rules it was sent, like a real model told them would:
 * each forbidden term it would have written becomes the rule's `instead` (a rule without one is left
 * for the checker to flag), and it adds the disclaimers that apply at the end, before its suggestions.
 */

/** `instead` written the way the replaced words were: all capitals, a capital first, or as given. */
function inCaseOf(written: string, instead: string): string {
  const letters = written.replace(/[^\p{L}]/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase())
    return instead.toUpperCase();
  const first = written.charAt(0);
  if (first !== first.toLowerCase()) return instead.charAt(0).toUpperCase() + instead.slice(1);
  return instead;
}

/** English text before a replacement: its article "a"/"an" as the new word's first letter wants it. */
function withArticleFor(before: string, word: string): string {
  const article = /(?<![\p{L}\p{N}])(an?)(\s+)$/iu.exec(before);
  if (article === null || article[1] === undefined) return before;
  const wanted = /^[aeiou]/i.test(word) ? 'an' : 'a';
  const written = article[1].charAt(0) === 'A' ? `A${wanted.slice(1)}` : wanted;
  return `${before.slice(0, article.index)}${written}${article[2] ?? ''}`;
}

function replaceForbidden(text: string, forbidden: readonly ForbiddenTerm[], english: boolean): string {
  let kept = text;
  // From the last finding back, so the offsets of the earlier ones stay right.
  for (const finding of findForbiddenTerms(text, forbidden).reverse()) {
    if (finding.instead === null) continue;
    const end = finding.index + finding.length;
    const word = inCaseOf(kept.slice(finding.index, end), finding.instead);
    const before = kept.slice(0, finding.index);
    kept = `${english ? withArticleFor(before, word) : before}${word}${kept.slice(end)}`;
  }
  return kept;
}

/**
 * A simple, honest rule for a disclaimer's `when`: it applies when the question or the reply uses one of
 * its words of four letters or more (any case, accents folded, plurals too), or all of them are shorter
 * and one of them is used. Without `when` it always applies.
 */
function applies(disclaimer: Disclaimer, find: (term: string) => unknown[]): boolean {
  if (disclaimer.when === undefined) return true;
  const words = disclaimer.when.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  const long = words.filter((word) => word.length >= 4);
  return (long.length > 0 ? long : words).some((word) => find(word).length > 0);
}

const SUGGESTIONS = '\n\nSuggestions:';

/** The built-in answer with the rules of `system` kept; `question` decides the disclaimers too. */
export function keepBrandRules(answer: string, system: string, question: string): string {
  const rules = readBrandRules(system);
  if (rules.forbidden.length === 0 && rules.disclaimers.length === 0) return answer;
  // Spanish has no a/an: only an English answer has its article changed.
  const text = replaceForbidden(answer, rules.forbidden, languageOf(system) !== 'es');
  const find = termFinder(`${question}\n${text}`);
  const added = rules.disclaimers
    .filter((disclaimer) => applies(disclaimer, find) && !text.includes(disclaimer.text))
    .map((disclaimer) => disclaimer.text);
  if (added.length === 0) return text;
  const at = text.lastIndexOf(SUGGESTIONS);
  const body = at === -1 ? text : text.slice(0, at);
  const rest = at === -1 ? '' : text.slice(at);
  return `${body}\n\n${added.join('\n\n')}${rest}`;
}
