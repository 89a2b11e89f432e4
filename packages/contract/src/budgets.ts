import { z } from 'zod';
import { currencySchema } from './costs';
import { API_BASE } from './paths';
import { storableId } from './text';

/**
 * Monthly budgets: per customer, per team, and per person (a default every person has, and one person's
 * own, which replaces the default for them). Amounts are in the price list's currency; a month is the
 * UTC calendar month, and what it has spent is the cost of the model calls recorded in it (in today's
 * currency: calls priced in another one are not counted).
 *
 * Before each run starts (a message sent, an edit, a regenerate or a retry), the budgets that apply to
 * it are read from the database: its chat's customer's, its chat's team's and its person's (their own
 * budget, else the default). When what one of them has spent this month is its amount or more, the run
 * is refused with 402 `budget_exhausted`; a run that starts under the budget finishes, so the month can
 * end over it (the overshoot shows as `spent` over `monthly`, and is logged).
 *
 * Money in answers is a decimal string with six decimals, as in costs.ts ("0.100000").
 */

const part = encodeURIComponent;

export const budgetPaths = {
  /** GET the budgets; PUT {scope, id?, monthly} sets or removes one. Admins, and leads for their teams. */
  budgets: `${API_BASE}/admin/budgets`,
  /** GET: the budgets of a chat at 80% or more this month, for a notice in the chat. */
  chatBudget: (userId: string, chatId: string) =>
    `${API_BASE}/users/${part(userId)}/chats/${part(chatId)}/budget`,
} as const;

export const budgetScopes = ['customer', 'team', 'user'] as const;
export const budgetScopeSchema = z.enum(budgetScopes);
export type BudgetScope = z.infer<typeof budgetScopeSchema>;

/** The share of a budget spent from which the people it concerns see a notice in their chats. */
export const BUDGET_NOTICE_SHARE = 0.8;

/** The largest monthly amount a budget may hold. */
export const MAX_MONTHLY_BUDGET = 1_000_000_000;

/** An amount with at most six decimals: kept exactly, in millionths of the currency, as prices are. */
const monthlySchema = z
  .number()
  .min(0)
  .max(MAX_MONTHLY_BUDGET)
  .refine((value) => Number(value.toFixed(6)) === value, 'may have at most six decimals');

/**
 * PUT /admin/budgets. `id` is the customer's or the team's id (required for those scopes); for `user`,
 * one person's id sets their own budget, and no id sets the default every person without their own has.
 * `monthly: null` removes the budget (a person's own one removed, the default applies to them again).
 * Answers the budget as GET lists it (204 when removed). Admins set any budget; a team's leads set their
 * teams' budgets and their teams' customers' (403 for others, and for people's budgets). A body that
 * does not fit, an id missing or naming nothing → 422 `unprocessable` with the field.
 */
export const budgetPutSchema = z.object({
  scope: budgetScopeSchema,
  id: storableId.optional(),
  monthly: monthlySchema.nullable(),
});
export type BudgetPut = z.infer<typeof budgetPutSchema>;

/** Who may raise a spent budget: admins only (a person's), or admins and the leads of `team`. */
export const budgetRaisers = ['admins', 'admins_and_leads'] as const;
export const budgetRaiserSchema = z.enum(budgetRaisers);

/**
 * A budget as GET /admin/budgets lists it. `id`: the customer, team or person; null for the default per
 * person. `name`: the customer's, team's or person's name ("Default per person" for the default).
 * `spent`: this month so far, which may be over `monthly` (a run that started under it finished); for
 * the default, the most any one person it applies to has spent.
 */
export const budgetSchema = z.object({
  scope: budgetScopeSchema,
  id: z.string().nullable(),
  name: z.string(),
  monthly: z.string(),
  spent: z.string(),
  currency: currencySchema,
});
export type Budget = z.infer<typeof budgetSchema>;

/** GET /admin/budgets: customers' first, then teams', then people's (the default first), by name. A lead sees their teams' and their teams' customers'. */
export const budgetListSchema = z.array(budgetSchema);

/**
 * A budget a chat's runs count against, at 80% of it or more: the chat shows a notice, and once it is
 * spent (`exhausted`) new runs are refused. `team`: the team whose leads may raise it (its name; '' for
 * a person's budget, which admins raise).
 */
export const budgetNoticeSchema = budgetSchema.extend({
  exhausted: z.boolean(),
  raisedBy: budgetRaiserSchema,
  team: z.string(),
});
export type BudgetNotice = z.infer<typeof budgetNoticeSchema>;

/**
 * GET /users/:userId/chats/:chatId/budget, for whoever may read the chat: the budgets of its customer,
 * its team and the caller (their own, else the default) that are at 80% or more this month; none most of
 * the time. Another user's path → 403, a chat they may not read → 404.
 */
export const chatBudgetSchema = z.object({ notices: z.array(budgetNoticeSchema) });
export type ChatBudget = z.infer<typeof chatBudgetSchema>;

/**
 * The `values` of a 402 `budget_exhausted` refusal, so a client can word it in its reader's language:
 * the budget's scope and name, its amount and what was spent (decimal strings), the currency, who may
 * raise it, and the team whose leads may ('' for a person's budget). The message says the same in English.
 */
export const budgetExhaustedValuesSchema = z.object({
  scope: budgetScopeSchema,
  name: z.string(),
  monthly: z.string(),
  spent: z.string(),
  currency: currencySchema,
  raisedBy: budgetRaiserSchema,
  team: z.string(),
});
export type BudgetExhaustedValues = z.infer<typeof budgetExhaustedValuesSchema>;
