/** People and what the server keeps about them: accounts, team membership and leads, sign-in and usage limits, settings, leases and the audit log. */
import type { Generated } from 'kysely';

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

/** A person's team; the row stays while an admin's grant or their groups' grant holds. */
export type UserAgentsTable = {
  user_id: string;
  agent_id: string;
  by_hand: Generated<number>;
  by_groups: Generated<number>;
};

/** Who leads which team: a lead runs the admin console for their teams only. */
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
