import { toolCallSchema, type ToolCall } from '@brief/contract/chats';
import { z } from 'zod';

/** A reply's connector calls as stored (messages.tool_calls, message_versions.tool_calls): null for none. */
export const storedToolCalls = (calls: readonly ToolCall[]): string | null =>
  calls.length === 0 ? null : JSON.stringify(calls);

/** The stored connector calls of a reply; none, or an unreadable value, reads as an empty list. */
export function parseToolCalls(json: string | null | undefined): ToolCall[] {
  if (json === null || json === undefined) return [];
  try {
    const parsed = z.array(toolCallSchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
