import type { RuleFinding } from '@brief/contract/brand-rules';
import type { AutomaticPrompt, ChatMessage, ReplyStatus } from '@brief/contract/chats';
import type { MessageAttachment } from '@brief/contract/files';
import type { MessageSource } from '@brief/contract/knowledge';
import { formatDate } from '@/i18n/format';

/** A message as the chat shows it: a stored one, or one that exists only on this page for now. */
export interface ClientMessage {
  id: string;
  role: 'user' | 'assistant' | 'system';
  content: string;
  timestamp: string;
  /** Files sent with the message; none when absent. */
  attachments?: readonly MessageAttachment[];
  /** Only on this page: sent and waiting for the server, or part of a send that failed. */
  status?: 'pending' | 'failed';
  /** One of the automatic Spanish prompts, sent by the product on the user's behalf. */
  automatic?: AutomaticPrompt;
  /** A stored reply: where it stands on the server (stopped, say). */
  replyStatus?: ReplyStatus;
  /** A stored reply: which of its versions is shown, of how many. */
  version?: number;
  versionCount?: number;
  /** A stored reply: the passages of the customer's documents and the memory's facts it cites as `[n]`. */
  sources?: readonly MessageSource[];
  /** A stored reply: the customer's forbidden terms it uses (its owner sees them); absent when none. */
  ruleFindings?: readonly RuleFinding[];
  /** A reply: the connectors' tools it called, in order (under way while it is written); absent when none. */
  toolCalls?: readonly ClientToolCall[];
}

/** A connector's tool called for a reply: stored with it, or `running` while the reply is written. */
export interface ClientToolCall {
  /** Tells one reply's calls apart. */
  key: string;
  /** The connector's name, as the admin registered it ("GA4"). */
  connector: string;
  tool: string;
  /** Known once the reply is stored: the live events of a run name the call only. */
  arguments?: unknown;
  status: 'running' | 'done' | 'failed' | 'timeout';
  durationMs?: number;
  /** What the tool answered (cut at the server's size limit), or why the call failed. */
  result?: unknown;
  /**
   * Read from the stored reply. A stored call without arguments or result is one the reader may not
   * see inside (a shared chat's reader, their copy of it): it has nothing to open. A live call lacks them
   * only until the reply is stored.
   */
  stored?: true;
}

/** The reply shown when a send fails. */
export const SEND_FAILED_REPLY =
  'Sorry, I encountered an error while processing your message. Please try again.';

export function toClientMessage(message: ChatMessage): ClientMessage {
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    timestamp: message.timestamp,
    attachments: message.attachments,
    ...(message.automatic === undefined ? {} : { automatic: message.automatic }),
    ...(message.status === undefined ? {} : { replyStatus: message.status }),
    ...(message.version === undefined ? {} : { version: message.version }),
    ...(message.versionCount === undefined ? {} : { versionCount: message.versionCount }),
    ...(message.sources === undefined || message.sources.length === 0 ? {} : { sources: message.sources }),
    ...(message.ruleFindings === undefined || message.ruleFindings.length === 0
      ? {}
      : { ruleFindings: message.ruleFindings }),
    ...(message.toolCalls === undefined || message.toolCalls.length === 0
      ? {}
      : {
          toolCalls: message.toolCalls.map(({ id, ...call }) => ({
            key: id,
            ...call,
            stored: true as const,
          })),
        }),
  };
}

/** Message times as h:mm a; nothing for a time that cannot be read. */
export function messageTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, 'time');
}
