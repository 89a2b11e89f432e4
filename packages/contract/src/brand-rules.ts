import { z } from 'zod';
import { API_BASE } from './paths';
import { storableId, storableText } from './text';

/**
 * A customer's brand rules: how replies about the customer must sound and which words they may not use.
 * Admins and the team's leads edit them; everyone with the team reads them; every reply is written with
 * them and checked against the forbidden terms after (the findings are stored with the reply).
 */

const part = encodeURIComponent;

export const brandRulesPaths = {
  /** GET | PUT (admins and the team's leads): the customer's rules. */
  admin: (teamId: string, customerId: string) =>
    `${API_BASE}/admin/teams/${part(teamId)}/customers/${part(customerId)}/rules`,
  /** GET: the rules of a customer of one of the caller's teams (404 for any other customer). */
  user: (userId: string, customerId: string) =>
    `${API_BASE}/users/${part(userId)}/customers/${part(customerId)}/rules`,
} as const;

/**
 * The sizes a rules object may have. Going over one is refused with 422 (code `over_limit`), reason
 * `rules_too_many` (a list: values.limit entries) or `rules_too_long` (a text: values.limit characters),
 * and `field` naming it ("body.forbidden", "body.forbidden.3.term").
 */
export const BRAND_RULES_LIMITS = {
  /** Entries in each of preferred, forbidden and disclaimers. */
  entries: 200,
  /** Characters of a term and of its `instead`. */
  term: 100,
  /** Characters of `voice` and of `notes`. */
  text: 4000,
  /** Characters of `audiences`. */
  audiences: 1000,
  /** Characters of a disclaimer's text. */
  disclaimer: 1000,
  /** Characters of a disclaimer's `when`. */
  when: 200,
} as const;

export const preferredTermSchema = z.object({ term: z.string() });
export const forbiddenTermSchema = z.object({ term: z.string(), instead: z.string().optional() });
export const disclaimerSchema = z.object({ text: z.string(), when: z.string().optional() });
export type ForbiddenTerm = z.infer<typeof forbiddenTermSchema>;
export type Disclaimer = z.infer<typeof disclaimerSchema>;

/** The rules as the API answers them; a customer without rules answers the empty rules. */
export const brandRulesSchema = z.object({
  voice: z.string(),
  audiences: z.string(),
  preferred: z.array(preferredTermSchema),
  forbidden: z.array(forbiddenTermSchema),
  disclaimers: z.array(disclaimerSchema),
  notes: z.string(),
});
export type BrandRules = z.infer<typeof brandRulesSchema>;

export const EMPTY_BRAND_RULES: BrandRules = {
  voice: '',
  audiences: '',
  preferred: [],
  forbidden: [],
  disclaimers: [],
  notes: '',
};

/**
 * PUT body: the whole rules (a field left out is emptied). Texts and terms are trimmed; an empty term or
 * disclaimer is dropped, an empty `instead`/`when` is none; a term listed twice in the same list (any case,
 * accents folded) is kept once, the first time. Sizes are checked by the server (422, not 400): the
 * bounds here only stop absurd bodies.
 */
const loose = (max: number) => storableText().trim().max(max);
// Lists are optional (left out: empty) rather than defaulted, so the API document shows an entry in its example.
const looseList = <T extends z.ZodType>(entry: T) => z.array(entry).max(10_000).optional();
export const brandRulesRequestSchema = z.object({
  voice: loose(100_000).default(''),
  audiences: loose(100_000).default(''),
  preferred: looseList(z.object({ term: loose(10_000) })),
  forbidden: looseList(z.object({ term: loose(10_000), instead: loose(10_000).nullish() })),
  disclaimers: looseList(z.object({ text: loose(100_000), when: loose(10_000).nullish() })),
  notes: loose(100_000).default(''),
});
export type BrandRulesRequest = z.input<typeof brandRulesRequestSchema>;

export const brandRulesAdminParamsSchema = z.object({ teamId: storableId, customerId: storableId });
export const brandRulesUserParamsSchema = z.object({ userId: storableId, customerId: storableId });

/**
 * A forbidden term found in a reply: the rule's term, what to write instead (null when the rule says
 * nothing), and `index`, the character offset (UTF-16, as JavaScript counts) of the match in the reply's
 * text; `length` is the match's length there (a plural is longer than its term).
 */
export const ruleFindingSchema = z.object({
  term: z.string(),
  instead: z.string().nullable(),
  index: z.number().int().min(0),
  length: z.number().int().min(1),
});
export type RuleFinding = z.infer<typeof ruleFindingSchema>;
