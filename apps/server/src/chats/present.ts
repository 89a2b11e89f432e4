import type { ChatEvent, ChatMessage, ChatSummary } from '@brief/contract/chats';
import { RELATED_LIMIT } from '@brief/contract/chats';
import type { MessageAttachment } from '@brief/contract/files';
import { messageSourceSchema, type MessageSource } from '@brief/contract/knowledge';
import { z } from 'zod';
import type { FileRow } from '../files/repo';
import { toStoredFile } from '../files/present';
import { parseRuleFindings } from '../brand-rules/stored-findings';
import type { ChatRow } from './chat-repo';
import type { MessageRow } from './message-repo';
import { parseToolCalls } from './stored-tool-calls';

/** How stored chats and messages read in answers, and how model text becomes follow-ups and titles. */

export const parseNames = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
};

export const parseEvents = (json: string | null): ChatEvent[] => {
  if (json === null) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as ChatEvent[]) : [];
  } catch {
    return [];
  }
};

export function toMessageAttachment(file: FileRow): MessageAttachment {
  const { id, name, size, type, kind, url, notice } = toStoredFile(file);
  return { id, name, size, type, kind, url, ...(notice === undefined ? {} : { notice }) };
}

/** The attachments of each message, by message id. */
export function attachmentsByMessage(files: readonly FileRow[]): Map<string, MessageAttachment[]> {
  const byMessage = new Map<string, MessageAttachment[]>();
  for (const file of files) {
    if (file.message_id === null) continue;
    const list = byMessage.get(file.message_id) ?? [];
    list.push(toMessageAttachment(file));
    byMessage.set(file.message_id, list);
  }
  return byMessage;
}

export const toChatMessage = (
  message: MessageRow,
  attachments: readonly MessageAttachment[] = [],
): ChatMessage => ({
  id: message.id,
  role: message.role,
  content: message.content,
  text: message.content,
  timestamp: message.created_at,
  attachments: [...attachments],
  ...(message.automatic === null ? {} : { automatic: message.automatic }),
  ...(message.role === 'assistant' ? replyState(message) : {}),
  // A user message's versions are its edits, each with the branch that followed it.
  ...(message.role === 'user' ? { version: message.version, versionCount: message.version_count } : {}),
});

/** The stored sources of a reply; an unreadable value reads as none. */
export const parseSources = (json: string | null | undefined): MessageSource[] => {
  if (json === null || json === undefined) return [];
  try {
    const parsed = z.array(messageSourceSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
};

/**
 * What an assistant message carries besides its text: where it stands, which version it shows, the
 * passages it cites, the customer's forbidden terms it uses and the connectors' tools it called (these
 * two left out when none).
 */
export const replyState = (
  message: Pick<MessageRow, 'status' | 'version' | 'version_count'> & {
    sources?: string | null;
    rule_findings?: string | null;
    tool_calls?: string | null;
  },
): Pick<ChatMessage, 'status' | 'version' | 'versionCount' | 'sources' | 'ruleFindings' | 'toolCalls'> => {
  const ruleFindings = parseRuleFindings(message.rule_findings);
  const toolCalls = parseToolCalls(message.tool_calls);
  return {
    status: message.status,
    version: message.version,
    versionCount: message.version_count,
    sources: parseSources(message.sources),
    ...(ruleFindings.length === 0 ? {} : { ruleFindings }),
    ...(toolCalls.length === 0 ? {} : { toolCalls }),
  };
};

export function toChatSummary(chat: ChatRow, running = false): ChatSummary {
  return {
    id: chat.id,
    name: chat.title,
    title: chat.title,
    appName: chat.app_name,
    agentId: chat.agent_id,
    userId: chat.user_id,
    favorite: chat.favorite === 1,
    customerId: chat.customer_id,
    customerName: chat.customer_name,
    specialists: parseNames(chat.specialists),
    state: {
      customer: chat.customer_name === null ? null : { id: chat.customer_id, name: chat.customer_name },
    },
    messageCount: chat.message_count,
    preview: chat.preview,
    lastMessage: chat.last_message,
    createdAt: chat.created_at,
    lastUpdateTime: chat.last_update_time,
    running,
    copiedFromChatId: chat.copied_from_chat_id,
  };
}

/** Follow-ups come back as "- item" lines (or numbered); keep the text of each, at most five. */
export function parseRelated(text: string): { action: string }[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter((line) => line !== '' && !/^(suggestions|sugerencias|related)\s*:?$/i.test(line))
    .slice(0, RELATED_LIMIT)
    .map((action) => ({ action }));
}

export const cleanTitle = (text: string): string =>
  (text.split('\n').find((line) => line.trim() !== '') ?? '')
    .replace(/^\s*(title|título)\s*:\s*/i, '')
    .replace(/^["'“”«»\s]+|["'“”«»\s.]+$/g, '')
    .slice(0, 120);
