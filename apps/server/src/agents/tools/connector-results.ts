/**
 * What a connector's tool answered, as text for the model and the stored reply: the MCP result's text
 * parts (its structured content when it has no text), other media named rather than sent, cut at the
 * size limit with a marker that says so.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field that should be text: itself, or `fallback` when it is not. */
const textField = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/** One part of an MCP result's content, as text. */
function partText(part: unknown): string {
  if (!isRecord(part)) return '';
  switch (part.type) {
    case 'text':
      return typeof part.text === 'string' ? part.text : '';
    case 'resource': {
      const resource = isRecord(part.resource) ? part.resource : {};
      if (typeof resource.text === 'string') return resource.text;
      return `[resource ${textField(resource.uri)} (${textField(resource.mimeType, 'binary')}) left out]`;
    }
    case 'resource_link':
      return `[resource link: ${textField(part.name)} ${textField(part.uri)}]`.replace(/\s+]$/, ']');
    case 'image':
    case 'audio':
      return `[${part.type} (${textField(part.mimeType, 'unknown type')}) left out]`;
    default:
      return '';
  }
}

/** An MCP `tools/call` result as text, and whether the connector said the call failed (`isError`). */
export function resultOf(result: unknown): { text: string; isError: boolean } {
  if (!isRecord(result)) return { text: '', isError: false };
  const parts = Array.isArray(result.content) ? result.content : [];
  const text = parts
    .map(partText)
    .filter((piece) => piece !== '')
    .join('\n');
  const structured = result.structuredContent;
  return {
    text: text === '' && structured !== undefined ? JSON.stringify(structured) : text,
    isError: result.isError === true,
  };
}

/** The text within `maxBytes` of UTF-8, cut on a character's edge, with a marker when it was cut. */
export function cutToSize(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  // Decoding a cut in the middle of a character leaves U+FFFD at the end: it is dropped.
  const kept = bytes
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
  return `${kept}\n[… cut: the result was longer than ${Math.round(maxBytes / 1024)} KB]`;
}
