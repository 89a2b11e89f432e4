import type {
  UsersTable,
  UserAgentsTable,
  TeamLeadsTable,
  LoginLimitsTable,
  SettingsTable,
  UsageEventsTable,
  LeasesTable,
  AuditLogTable,
} from './tables/accounts';
import type {
  AgentsTable,
  CustomersTable,
  SpecialistsTable,
  CustomerRulesTable,
  CustomerMemoryTable,
  CustomerDocumentsTable,
  DocumentPassagesTable,
} from './tables/catalogue';
import type {
  ChatsTable,
  MessagesTable,
  MessageVersionsTable,
  MessageBranchesTable,
  BookmarksTable,
  FilesTable,
  RunsTable,
  ChatSharesTable,
} from './tables/chats';
import type {
  ConnectorsTable,
  ConnectorTeamToolsTable,
  ConnectorCustomerParamsTable,
} from './tables/connectors';
import type { ModelPricesTable, ModelCallsTable, BudgetsTable } from './tables/costs';

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

// Each table's row type, declared beside its domain's others and named from here as before.
export type {
  UsersTable,
  UserAgentsTable,
  TeamLeadsTable,
  LoginLimitsTable,
  SettingsTable,
  UsageKind,
  UsageEventsTable,
  LeasesTable,
  AuditLogTable,
} from './tables/accounts';
export type {
  AgentsTable,
  CustomersTable,
  SpecialistsTable,
  CustomerRulesTable,
  CustomerMemoryTable,
  CustomerDocumentsTable,
  DocumentPassagesTable,
} from './tables/catalogue';
export type {
  ChatsTable,
  MessageRole,
  MessagesTable,
  MessageVersionsTable,
  MessageBranchesTable,
  BookmarksTable,
  FileKind,
  FilesTable,
  RunKind,
  RunsTable,
  ChatSharesTable,
} from './tables/chats';
export type {
  ConnectorsTable,
  ConnectorTeamToolsTable,
  ConnectorCustomerParamsTable,
} from './tables/connectors';
export type { ModelPricesTable, ModelCallPurpose, ModelCallsTable, BudgetsTable } from './tables/costs';
