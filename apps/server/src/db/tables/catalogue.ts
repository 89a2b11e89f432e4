/** The teams (table `agents`), their customers and specialists, and what Brief knows of each customer: brand rules, memory, documents and their passages. */
import type { DocumentIndexStatus } from '@brief/contract/knowledge';
import type { Generated } from 'kysely';

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
