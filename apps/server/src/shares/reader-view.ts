import type { ChatMessage, ToolCall } from '@brief/contract/chats';

/**
 * What a reader of a shared chat sees of a reply, beside its text. The reader may not belong to the
 * customer's team, and a connector call's arguments and result carry the customer's data: a reader sees
 * which tools were called, how each ended and how long it took, never what it was sent or answered. The
 * brand rules' findings annotate the owner's replies for the owner, so a reader gets none.
 */
export const readerToolCall = ({ arguments: _sent, result: _answered, ...call }: ToolCall): ToolCall => call;

export function readerMessage({ ruleFindings: _ownerOnly, ...message }: ChatMessage): ChatMessage {
  return message.toolCalls === undefined
    ? message
    : { ...message, toolCalls: message.toolCalls.map(readerToolCall) };
}
