/** Chats and what they hold: messages with their versions and branches, runs, files, bookmarks and shares. */
import type { AutomaticPrompt, ReplyStatus } from '@brief/contract/chats';
import type { Generated } from 'kysely';

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
