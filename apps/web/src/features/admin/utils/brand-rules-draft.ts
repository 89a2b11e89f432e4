import { BRAND_RULES_LIMITS, type BrandRules, type BrandRulesRequest } from '@brief/contract/brand-rules';

/**
 * The brand rules as the editor holds them: every field a plain string, rows with a stable key so an
 * input keeps its focus when a row above it goes. `toRules` checks the draft against the server's limits
 * first, so the reader sees which entry is too long before anything is sent.
 */

export interface ForbiddenDraft {
  key: number;
  term: string;
  instead: string;
}

export interface DisclaimerDraft {
  key: number;
  text: string;
  when: string;
}

export interface BrandRulesDraft {
  voice: string;
  audiences: string;
  preferred: string[];
  forbidden: ForbiddenDraft[];
  disclaimers: DisclaimerDraft[];
  notes: string;
}

/** What is wrong with one field, by its path as the API names it ("forbidden.3.term"). */
export type RuleProblem =
  | { kind: 'too_long'; limit: number }
  | { kind: 'too_many'; limit: number }
  | { kind: 'term_missing' }
  | { kind: 'text_missing' };

export type RuleProblems = Record<string, RuleProblem>;

let lastKey = 0;
export const nextRowKey = (): number => ++lastKey;

export const emptyForbidden = (): ForbiddenDraft => ({ key: nextRowKey(), term: '', instead: '' });
export const emptyDisclaimer = (): DisclaimerDraft => ({ key: nextRowKey(), text: '', when: '' });

export function draftOf(rules: BrandRules): BrandRulesDraft {
  return {
    voice: rules.voice,
    audiences: rules.audiences,
    preferred: rules.preferred.map(({ term }) => term),
    forbidden: rules.forbidden.map(({ term, instead }) => ({
      key: nextRowKey(),
      term,
      instead: instead ?? '',
    })),
    disclaimers: rules.disclaimers.map(({ text, when }) => ({ key: nextRowKey(), text, when: when ?? '' })),
    notes: rules.notes,
  };
}

/** A term as the server compares it for repeats: any case, accents folded, spaces trimmed. */
export const foldTerm = (term: string): string =>
  term.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase();

/** Why `term` cannot join the preferred terms, or null when it can (an empty term is simply not added). */
export function preferredTermProblem(
  preferred: readonly string[],
  term: string,
): RuleProblem | { kind: 'already_listed' } | null {
  const trimmed = term.trim();
  if (trimmed.length > BRAND_RULES_LIMITS.term) return { kind: 'too_long', limit: BRAND_RULES_LIMITS.term };
  if (preferred.length >= BRAND_RULES_LIMITS.entries)
    return { kind: 'too_many', limit: BRAND_RULES_LIMITS.entries };
  if (preferred.some((listed) => foldTerm(listed) === foldTerm(trimmed))) return { kind: 'already_listed' };
  return null;
}

const longer = (text: string, limit: number) => text.trim().length > limit;

/**
 * The rules to send, or what must be fixed first. Rows left wholly empty are dropped; a row with only its
 * `instead` or `when` is a mistake the reader is told about, never silently lost.
 */
export function toRules(draft: BrandRulesDraft): { rules: BrandRulesRequest } | { problems: RuleProblems } {
  const { entries, term, text, audiences, disclaimer, when } = BRAND_RULES_LIMITS;
  const problems: RuleProblems = {};
  const tooLong = (path: string, value: string, limit: number) => {
    if (longer(value, limit)) problems[path] = { kind: 'too_long', limit };
  };
  tooLong('voice', draft.voice, text);
  tooLong('audiences', draft.audiences, audiences);
  tooLong('notes', draft.notes, text);

  const preferred = draft.preferred.map((value) => value.trim()).filter((value) => value !== '');
  preferred.forEach((value, index) => tooLong(`preferred.${index}.term`, value, term));

  const forbidden = draft.forbidden.filter((row) => row.term.trim() !== '' || row.instead.trim() !== '');
  draft.forbidden.forEach((row, index) => {
    if (row.term.trim() === '' && row.instead.trim() !== '')
      problems[`forbidden.${index}.term`] = { kind: 'term_missing' };
    tooLong(`forbidden.${index}.term`, row.term, term);
    tooLong(`forbidden.${index}.instead`, row.instead, term);
  });

  const disclaimers = draft.disclaimers.filter((row) => row.text.trim() !== '' || row.when.trim() !== '');
  draft.disclaimers.forEach((row, index) => {
    if (row.text.trim() === '' && row.when.trim() !== '')
      problems[`disclaimers.${index}.text`] = { kind: 'text_missing' };
    tooLong(`disclaimers.${index}.text`, row.text, disclaimer);
    tooLong(`disclaimers.${index}.when`, row.when, when);
  });

  if (preferred.length > entries) problems.preferred = { kind: 'too_many', limit: entries };
  if (forbidden.length > entries) problems.forbidden = { kind: 'too_many', limit: entries };
  if (disclaimers.length > entries) problems.disclaimers = { kind: 'too_many', limit: entries };
  if (Object.keys(problems).length > 0) return { problems };

  return {
    rules: {
      voice: draft.voice.trim(),
      audiences: draft.audiences.trim(),
      preferred: preferred.map((value) => ({ term: value })),
      forbidden: forbidden.map((row) => ({
        term: row.term.trim(),
        ...(row.instead.trim() === '' ? {} : { instead: row.instead.trim() }),
      })),
      disclaimers: disclaimers.map((row) => ({
        text: row.text.trim(),
        ...(row.when.trim() === '' ? {} : { when: row.when.trim() }),
      })),
      notes: draft.notes.trim(),
    },
  };
}

/** The field an API refusal names ("body.forbidden.3.term"), as the draft's path ("forbidden.3.term"). */
export const draftPath = (field: string | null): string | null =>
  field === null ? null : field.replace(/^body\./, '');
