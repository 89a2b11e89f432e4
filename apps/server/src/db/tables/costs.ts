/** What model calls cost: the admins' price list, every call with its cost at the time, and the monthly budgets. */

/** The admin's price per provider and model, in micro-units of the list's currency per million tokens (0036). */
export type ModelPricesTable = {
  provider: string;
  model: string;
  input_micro: number;
  output_micro: number;
  /** Null: cached input tokens cost as input tokens. */
  cached_input_micro: number | null;
  updated_at: string;
};

/** What a reply's step, a title, follow-ups, a query rewrite or an embedding is recorded for. */
export type ModelCallPurpose = 'reply' | 'tool_step' | 'follow_ups' | 'title' | 'embedding';

/** One model call and its cost at the time (migration 0036). Bigints may read back as strings (PostgreSQL). */
export type ModelCallsTable = {
  id: string;
  at: string;
  provider: string;
  model: string;
  purpose: ModelCallPurpose;
  input_tokens: number;
  output_tokens: number;
  cached_input_tokens: number;
  /** 1: the provider gave no figures and the tokens were counted here. */
  estimated: number;
  currency: string;
  /** Nano-units (1e-9) of `currency`; null: the model had no price. */
  cost_nano: number | null;
  user_id: string | null;
  chat_id: string | null;
  team_id: string | null;
  customer_id: string | null;
  run_id: string | null;
};

/** Monthly budgets per customer, team and person (migration 0038); subjects null in a 'user' row: the default. */
export type BudgetsTable = {
  id: string;
  scope: 'customer' | 'team' | 'user';
  customer_id: string | null;
  agent_id: string | null;
  user_id: string | null;
  /** Micro-units (1e-6) of the price list's currency; may read back as a string (PostgreSQL). */
  monthly_micro: number;
  updated_at: string;
};
