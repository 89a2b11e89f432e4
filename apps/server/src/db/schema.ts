/**
 * The database as Kysely sees it. Portable across SQLite and PostgreSQL: times are ISO-8601 UTC text
 * (they sort as they read), flags are 0/1 integers.
 */
export type Database = {
  users: UsersTable;
  agents: AgentsTable;
  user_agents: UserAgentsTable;
  login_failures: LoginFailuresTable;
  settings: SettingsTable;
};

export type UsersTable = {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  password_hash: string | null;
  auth_provider: 'password' | 'google';
  is_admin: number;
  disabled_at: string | null;
  created_at: string;
  last_login_at: string | null;
};

export type AgentsTable = {
  id: string;
  name: string;
  description: string;
  app_name: string;
  instructions: string;
  created_at: string;
};

export type UserAgentsTable = {
  user_id: string;
  agent_id: string;
};

export type LoginFailuresTable = {
  id: string;
  key: string;
  created_at: string;
};

export type SettingsTable = {
  key: string;
  value: string;
};
