import type { ModelMessage } from 'ai';

/** Messages in the chat completions wire format, written as @ai-sdk/openai-compatible writes them. */

type WireToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };
type WireContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };
export type WireMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string | WireContentPart[] }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

/** A message as chat completions take it (the SDK's conversion, for the parts this app sends). */
export function toWireMessages(message: ModelMessage): WireMessage[] {
  switch (message.role) {
    case 'system':
      return [{ role: 'system', content: message.content }];
    case 'user': {
      if (typeof message.content === 'string') return [{ role: 'user', content: message.content }];
      const parts = message.content.flatMap((part): WireContentPart[] => {
        if (part.type === 'text') return [{ type: 'text', text: part.text }];
        if (part.type === 'image') {
          const url =
            part.image instanceof URL
              ? part.image.toString()
              : `data:${part.mediaType ?? 'image/jpeg'};base64,${base64(part.image)}`;
          return [{ type: 'image_url', image_url: { url } }];
        }
        return [];
      });
      const only = parts[0];
      return [{ role: 'user', content: parts.length === 1 && only?.type === 'text' ? only.text : parts }];
    }
    case 'assistant':
      return [
        {
          role: 'assistant',
          content:
            typeof message.content === 'string'
              ? message.content
              : message.content.map((part) => (part.type === 'text' ? part.text : '')).join(''),
        },
      ];
    case 'tool':
      return [];
  }
}

function base64(data: string | Uint8Array | ArrayBuffer | Buffer): string {
  if (typeof data === 'string') return data;
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('base64');
}
