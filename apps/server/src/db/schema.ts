import type { AutomaticPrompt, ReplyStatus } from '@brief/contract/chats';
import type { DocumentIndexStatus } from '@brief/contract/knowledge';
import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Portable across SQLite and PostgreSQL: times are ISO-8601 UTC text
 * (they sort as they read), flags are 0/1 integers.
 */
export type Database = {
  users: UsersTable;
  agents: AgentsTable;
  user_agents: UserAgentsTable;
  login_limits: LoginLimitsTable;
  settings: SettingsTable;
  customers: CustomersTable;
  specialists: SpecialistsTable;
  chats: ChatsTable;
  messages: MessagesTable;
  message_versions: MessageVersionsTable;
  message_branches: MessageBranchesTable;
  bookmarks: BookmarksTable;
  files: FilesTable;
  audit_log: AuditLogTable;
  customer_documents: CustomerDocumentsTable;
  document_passages: DocumentPassagesTable;
  runs: RunsTable;
  chat_shares: ChatSharesTable;
  usage_events: UsageEventsTable;
  leases: LeasesTable;
  team_leads: TeamLeadsTable;
  customer_rules: CustomerRulesTable;
  customer_memory: CustomerMemoryTable;
  connectors: ConnectorsTable;
  connector_team_tools: ConnectorTeamToolsTable;
  connector_customer_params: ConnectorCustomerParamsTable;
  model_prices: ModelPricesTable;
  model_calls: ModelCallsTable;
  budgets: BudgetsTable;
};

export type UsersTable = {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  password_hash: string | null;
  auth_provider: 'password' | 'google' | 'oidc';
  is_admin: number;
  disabled_at: string | null;
  created_at: string;
  last_login_at: string | null;
  /** In every token; bumping it ends every session issued before. */
  credential_version: Generated<number>;
  /** The interface language the user chose ('en' | 'es'); null: the browser's. */
  locale: string | null;
  /** 1: on legal hold, their chats outlive any retention policy (migration 0028). */
  legal_hold: Generated<number>;
};

export type AgentsTable = {
  id: string;
  name: string;
  description: string;
  app_name: string;
  instructions: string;
  created_at: string;
  /** Chats untouched for longer are deleted by the daily sweep; null keeps them (migration 0028). */
  retention_days: Generated<number | null>;
  /** The OpenID provider groups that grant this team, a JSON array of strings. */
  groups: Generated<string>;
};

/** A person's team; the row stays while an admin's grant or their groups' grant holds. */
export type UserAgentsTable = {
  user_id: string;
  agent_id: string;
  by_hand: Generated<number>;
  by_groups: Generated<number>;
};

/** Who leads which team: a lead runs the admin console for their teams only. */
/** A customer's brand rules (migration 0029); the lists are JSON text. */
export type CustomerRulesTable = {
  customer_id: string;
  voice: string;
  audiences: string;
  /** JSON: {term}[]. */
  preferred: string;
  /** JSON: {term, instead?}[]. */
  forbidden: string;
  /** JSON: {text, when?}[]. */
  disclaimers: string;
  notes: string;
  updated_at: string;
  updated_by: string | null;
};

export type TeamLeadsTable = {
  user_id: string;
  agent_id: string;
};

/** Sign-in attempts counted per key (`email:…` or `client:…`) in a window that opens with the first. */
export type LoginLimitsTable = {
  key: string;
  attempts: number;
  window_started_at: string;
};

export type SettingsTable = {
  key: string;
  value: string;
};

export type CustomersTable = {
  id: string;
  agent_id: string;
  name: string;
  description: string;
  profile: string;
  created_at: string;
};

export type SpecialistsTable = {
  id: string;
  agent_id: string;
  name: string;
  description: string;
  instructions: string;
  position: number;
  created_at: string;
};

export type ChatsTable = {
  id: string;
  user_id: string;
  agent_id: string | null;
  app_name: string;
  title: string;
  favorite: number;
  customer_id: string | null;
  customer_name: string | null;
  /** JSON array of the selected specialists' names. */
  specialists: string;
  /** Kept with every write so the list answers without reading messages. */
  message_count: number;
  /** The first user message, cut, for the library's preview. */
  preview: string;
  /** The latest message, cut, for the dashboard's recent list. */
  last_message: string;
  created_at: string;
  last_update_time: string;
  /** The shared chat this one was continued from (kept when that one is gone); null for most. */
  copied_from_chat_id: Generated<string | null>;
  /** The language its replies were last written in; decides the chat's until the user types (migration 0025). */
  language: Generated<'en' | 'es' | null>;
};

export type MessageRole = 'user' | 'assistant' | 'system';

export type MessagesTable = {
  id: string;
  chat_id: string;
  seq: number;
  role: MessageRole;
  content: string;
  /** JSON array of the model's events for this reply (tool calls and results), assistant messages only. */
  events: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  created_at: string;
  /**
   * User messages the product wrote (its automatic prompts: a customer's data, attachments, a web search);
   * null for what the user typed.
   */
  automatic: AutomaticPrompt | null;
  /** Where the reply stands; 'done' on user and system messages. */
  status: Generated<ReplyStatus>;
  /** Which of the reply's versions the row holds (1-based), and how many it has. */
  version: Generated<number>;
  version_count: Generated<number>;
  /** Assistant messages: JSON array of the passages the reply cites (MessageSource[]); null for none. */
  sources: Generated<string | null>;
  /** User messages: the id their versions share (the first version's); null for one never edited. */
  version_group: Generated<string | null>;
  /** Assistant messages: JSON array of the forbidden terms the reply uses (RuleFinding[]); null for none. */
  rule_findings: Generated<string | null>;
  /** Assistant messages: JSON array of the connectors' tools the reply called (ToolCall[]); null for none. */
  tool_calls: Generated<string | null>;
};

/** Every version of a regenerated reply (version 1 is the original); the message row holds the one shown. */
export type MessageVersionsTable = {
  id: string;
  message_id: string;
  version: number;
  content: string;
  events: string | null;
  status: ReplyStatus;
  created_at: string;
  /** JSON array of the passages the version cites (MessageSource[]); null when it cites none. */
  sources: Generated<string | null>;
  /** JSON array of the forbidden terms the version uses (RuleFinding[]); null for none. */
  rule_findings: Generated<string | null>;
  /** JSON array of the connectors' tools the version called (ToolCall[]); null for none. */
  tool_calls: Generated<string | null>;
};

/**
 * The versions of edited user messages that are not shown, each with the branch that followed it: the
 * message's row and every later one as they were (with their reply versions and files' links), as JSON.
 */
export type MessageBranchesTable = {
  id: string;
  chat_id: string;
  version_group: string;
  version: number;
  /** JSON of the parked branch (ParkedBranch in chats/branch-repo.ts). */
  branch: string;
  parked_at: string;
};

export type BookmarksTable = {
  id: string;
  user_id: string;
  /** The chat it was saved from; null once that chat is deleted. */
  chat_id: string | null;
  /** The reply it was saved from; one bookmark per user and reply. */
  message_id: string | null;
  message: string;
  customer_id: string | null;
  customer_name: string | null;
  created_at: string;
};

export type FileKind = 'text' | 'image' | 'binary';

export type FilesTable = {
  id: string;
  user_id: string;
  /** The chat it was uploaded into; null once that chat is deleted. */
  chat_id: string | null;
  /** The message it was sent with; null until then, and once that message is gone. */
  message_id: string | null;
  /** The name it was uploaded with; shown and offered on download, never a path. */
  name: string;
  /** The type sniffed from its bytes (or, for text formats, the declared type). */
  mime: string;
  size: number;
  kind: FileKind;
  /** Where its bytes live in the file store: a generated id, never the upload name. */
  storage_key: string;
  /** The extracted text, bounded; null for images and files nothing could be read from. */
  text: string | null;
  /** Why the text was not read (a limit, damage), as the user is told; null when nothing went wrong. */
  notice: string | null;
  created_at: string;
};

/** Append-only: rows are inserted and read, never updated or deleted. */
export type AuditLogTable = {
  id: string;
  at: string;
  actor_user_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** A JSON object as text. */
  detail: string | null;
  ip: string | null;
  /** The team the entry concerns, when it concerns one: what a team's lead may read. */
  team_id: string | null;
};

export type CustomerDocumentsTable = {
  id: string;
  customer_id: string;
  /** The uploaded name, cleaned; shown, never a path. */
  name: string;
  mime: string;
  size: number;
  /** Where its bytes live in the file store (a generated id). */
  storage_key: string;
  /** The extracted text the model reads, bounded like a chat file's. */
  text: string;
  /** The admin who uploaded it; null once that account is gone. */
  uploaded_by: string | null;
  created_at: string;
  /** Where it stands in the knowledge index; the queued rows are the indexing queue. */
  status: Generated<DocumentIndexStatus>;
  /** Its passages in the index. */
  passages: Generated<number>;
  /** Why indexing failed. */
  reason: string | null;
  indexed_at: string | null;
  /** When an instance took it from the queue; a claim that grows stale is taken again. */
  claimed_at: string | null;
  /** Grows each time it is queued again: an older indexing's result is then dropped. */
  index_generation: Generated<number>;
};

export type DocumentPassagesTable = {
  id: Generated<number>;
  document_id: string;
  customer_id: string;
  /** Its place in the document, 0-based. */
  ordinal: number;
  /** JSON PassageLocator: page, section path, sheet rows or lines. */
  locator: string;
  /** The heading path above it, joined with " › "; empty for none. */
  heading: string;
  text: string;
  /** Float32 little-endian vector, when an embeddings provider is configured. */
  embedding: Buffer | null;
};

export type RunKind = 'run' | 'regenerate';

/** A reply being written, or written: see migration 0019. */
export type RunsTable = {
  id: string;
  chat_id: string;
  user_id: string;
  kind: RunKind;
  /** The reply's message: a run's new one (stored `running`), or the reply a regenerate writes again. */
  message_id: string;
  /** A run's user message; null for a regenerate. */
  user_message_id: string | null;
  status: ReplyStatus;
  /** What the model has written so far, while it runs. */
  text: Generated<string>;
  instance_id: string;
  stop_requested: Generated<number>;
  started_at: string;
  /** Wall-clock time of the instance's last sign of life for this run. */
  heartbeat_at: string;
  ended_at: string | null;
};

/** A chat shared read-only with a colleague (`user`) or with everyone who has a team (`team`). */
export type ChatSharesTable = {
  id: string;
  chat_id: string;
  kind: 'user' | 'team';
  user_id: string | null;
  team_id: string | null;
  /** The owner who shared it. */
  created_by: string;
  created_at: string;
};

export type UsageKind = 'run' | 'upload';

/** One use a per-user limit counts: a run or regenerate accepted (1), an upload accepted (its bytes). See 0024. */
export type UsageEventsTable = {
  id: string;
  user_id: string;
  kind: UsageKind;
  amount: number;
  at: string;
};

/** A job only one instance may run at a time: whoever holds an unexpired lease (migration 0028). */
export type LeasesTable = {
  name: string;
  holder: string;
  expires_at: string;
};

/** A fact of a customer's memory, proposed by someone of its team and reviewed by a lead (migration 0030). */
export type CustomerMemoryTable = {
  id: string;
  customer_id: string;
  text: string;
  status: 'proposed' | 'approved' | 'rejected' | 'retired';
  /** Null once the proposer is deleted; `proposed_by_name` still says who it was. */
  proposed_by: string | null;
  proposed_by_name: string;
  proposed_at: string;
  /** The chat and reply it was proposed from; they may since have been deleted. */
  chat_id: string | null;
  message_id: string | null;
  reviewed_by: string | null;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
  reason: string | null;
};

/** An MCP server admins registered (migration 0033). Secrets are encrypted per value. */
export type ConnectorsTable = {
  id: string;
  name: string;
  transport: 'http' | 'stdio';
  url: string | null;
  command: string | null;
  /** JSON: string[]. */
  args: Generated<string>;
  /** JSON: {name: encrypted value}. */
  headers: Generated<string>;
  /** JSON: {name: encrypted value}. */
  env: Generated<string>;
  /** JSON: {name, label?, description?}[], the parameters set per customer. */
  params: Generated<string>;
  enabled: Generated<number>;
  created_at: string;
  updated_at: string;
};

/** A tool a team's runs may call, with its description and input schema (JSON) as last listed. */
export type ConnectorTeamToolsTable = {
  connector_id: string;
  agent_id: string;
  tool: string;
  description: Generated<string>;
  input_schema: Generated<string>;
};

/** A customer's values of a connector's declared parameters (JSON: {name: value}). */
export type ConnectorCustomerParamsTable = {
  connector_id: string;
  customer_id: string;
  params: Generated<string>;
  updated_at: string;
};

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
