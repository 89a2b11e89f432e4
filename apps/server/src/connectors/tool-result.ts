import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** What a tool answered, as text for the model and the reply: its text parts, else its structured content. */
export function toolResultText(result: Record<string, unknown>): string {
  const content = Array.isArray(result.content) ? (result.content as CallToolResult['content']) : [];
  const parts = content.map((block) => {
    switch (block.type) {
      case 'text':
        return block.text;
      case 'resource':
        return 'text' in block.resource ? block.resource.text : `[resource ${block.resource.uri}]`;
      case 'resource_link':
        return `[${block.name}](${block.uri})`;
      default:
        return `[${block.type}]`;
    }
  });
  // structuredContent, or toolResult from a server of the first protocol version.
  const structured = result.structuredContent ?? result.toolResult;
  if (parts.length === 0 && structured !== undefined) return JSON.stringify(structured);
  return parts.join('\n');
}

/** Ends a result cut at the size limit, so the reader (and the model) knows there was more. */
export const CUT_MARKER = '\n[… cut at the size limit]';

/** The text within maxBytes of UTF-8, the marker included, cut on a character boundary. */
export function cutToBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, 'utf8') <= maxBytes) return text;
  const room = Math.max(0, maxBytes - Buffer.byteLength(CUT_MARKER, 'utf8'));
  let cut = Buffer.from(text, 'utf8').subarray(0, room).toString('utf8');
  // A character split at the edge decodes as U+FFFD: drop it.
  if (cut.endsWith('\uFFFD')) cut = cut.slice(0, -1);
  return `${cut}${CUT_MARKER}`;
}
