import type { BrandRules, Disclaimer, ForbiddenTerm, RuleFinding } from '@brief/contract/brand-rules';

/**
 * The customer's brand rules as the model is told them, for every provider, and the instruction of a
 * "Rewrite without them". The built-in model reads the forbidden terms and disclaimers back from these
 * lines (readBrandRules), so the two change together. Terms and texts are quoted as JSON strings: a
 * quote or line break inside one cannot end its line early.
 */

export const BRAND_RULES_LINE = 'Brand rules of the customer (follow them in every reply):';
export const FORBIDDEN_LINE = 'Forbidden term:';
export const DISCLAIMER_LINE = 'Disclaimer:';
export const FINDINGS_LINE = 'Your previous reply used forbidden terms:';

const quoted = (text: string) => JSON.stringify(text);
/** A free text on the prompt's lines: its own line breaks kept, but no blank lines. */
const block = (text: string) => text.replace(/\n\s*\n/g, '\n').trim();

const forbiddenLine = (rule: ForbiddenTerm) =>
  `${FORBIDDEN_LINE} never write ${quoted(rule.term)} (nor its plural)${rule.instead === undefined ? '' : `; write ${quoted(rule.instead)} instead`}.`;

const disclaimerLine = (disclaimer: Disclaimer) =>
  `${DISCLAIMER_LINE} ${quoted(disclaimer.text)} — add it ${disclaimer.when === undefined ? 'to every reply' : `when the question or reply concerns ${quoted(disclaimer.when)}`}.`;

/** The rules' section of the system prompt; empty when the customer has no rules. */
export function brandRulesSection(rules: BrandRules): string {
  const lines: string[] = [];
  if (rules.voice !== '') lines.push(`Voice: ${block(rules.voice)}`);
  if (rules.audiences !== '') lines.push(`Audiences: ${block(rules.audiences)}`);
  if (rules.preferred.length > 0)
    lines.push(
      `Preferred terms (use them where they fit): ${rules.preferred.map((p) => quoted(p.term)).join(', ')}.`,
    );
  lines.push(...rules.forbidden.map(forbiddenLine));
  if (rules.disclaimers.length > 0)
    lines.push(
      ...rules.disclaimers.map(disclaimerLine),
      'Write each disclaimer that applies word for word at the end of the reply, before the suggestions.',
    );
  if (rules.notes !== '') lines.push(`Notes: ${block(rules.notes)}`);
  return lines.length === 0 ? '' : [BRAND_RULES_LINE, ...lines].join('\n');
}

/** "Rewrite without them": the previous reply's findings named to the model, each term once. */
export function findingsInstruction(findings: readonly RuleFinding[]): string {
  const terms = new Map(findings.map((finding) => [finding.term, finding.instead]));
  if (terms.size === 0) return '';
  const named = [...terms].map(
    ([term, instead]) => `${quoted(term)}${instead === null ? '' : ` (write ${quoted(instead)} instead)`}`,
  );
  return `${FINDINGS_LINE} ${named.join(', ')}. Write the reply again without them, keeping what it says.`;
}

/** What the built-in model keeps of the rules it was sent: the terms to replace and the disclaimers. */
export type PromptBrandRules = { forbidden: ForbiddenTerm[]; disclaimers: Disclaimer[] };

const QUOTED = String.raw`"(?:[^"\\]|\\.)*"`;
const FORBIDDEN_PATTERN = new RegExp(
  String.raw`^${FORBIDDEN_LINE} never write (${QUOTED}) \(nor its plural\)(?:; write (${QUOTED}) instead)?\.$`,
);
const DISCLAIMER_PATTERN = new RegExp(
  String.raw`^${DISCLAIMER_LINE} (${QUOTED}) — add it (?:to every reply|when the question or reply concerns (${QUOTED}))\.$`,
);
const FINDING_PATTERN = new RegExp(String.raw`(${QUOTED})(?: \(write (${QUOTED}) instead\))?`, 'g');

const unquoted = (json: string | undefined): string | undefined => {
  if (json === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'string' ? value : undefined;
  } catch {
    // A line of the notes that only looks like a rule.
    return undefined;
  }
};

const withInstead = (term: string | undefined, instead: string | undefined): ForbiddenTerm[] =>
  term === undefined ? [] : [instead === undefined ? { term } : { term, instead }];

/** Reads the rules' lines (and a rewrite's findings) back from a system prompt. */
export function readBrandRules(system: string): PromptBrandRules {
  const rules: PromptBrandRules = { forbidden: [], disclaimers: [] };
  for (const line of system.split('\n')) {
    const forbidden = FORBIDDEN_PATTERN.exec(line);
    if (forbidden !== null)
      rules.forbidden.push(...withInstead(unquoted(forbidden[1]), unquoted(forbidden[2])));
    const disclaimer = DISCLAIMER_PATTERN.exec(line);
    const text = unquoted(disclaimer?.[1]);
    if (text !== undefined) {
      const when = unquoted(disclaimer?.[2]);
      rules.disclaimers.push(when === undefined ? { text } : { text, when });
    }
    if (line.startsWith(FINDINGS_LINE)) {
      for (const match of line.slice(FINDINGS_LINE.length).matchAll(FINDING_PATTERN))
        rules.forbidden.push(...withInstead(unquoted(match[1]), unquoted(match[2])));
    }
  }
  return rules;
}
