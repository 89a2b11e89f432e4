/**
 * The names the model is given for connectors' tools: `{connector}__{tool}` in the characters every
 * provider takes (OpenAI, Anthropic and Google all accept lower-case letters, digits and underscores, up
 * to 64 characters, starting with a letter), unique within a run. Brief's own tools never hold a double
 * underscore, so no connector tool can take one of their names. The server maps a name back to its
 * connector and tool; the model never names a connector's tool by the connector's own spelling.
 */

const MAX_NAME = 64;
/** The connector's part is kept short so the tool's name still shows. */
const MAX_CONNECTOR_PART = 24;
const SEPARATOR = '__';

/** A name in lower-case ASCII words joined by single underscores ("Google Ads (EU)" → "google_ads_eu"). */
export function nameWords(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** `base`, or `base_2`, `base_3`… when taken, within `max` characters (the words cut, never the number). */
function unique(base: string, taken: Set<string>, max: number): string {
  let name = base.slice(0, max).replace(/_+$/, '');
  for (let n = 2; taken.has(name); n += 1) {
    const suffix = `_${n}`;
    name = `${base.slice(0, max - suffix.length).replace(/_+$/, '')}${suffix}`;
  }
  taken.add(name);
  return name;
}

export type ConnectorToolRef = { connectorId: string; connector: string; tool: string };

/** Each tool with its name for the model, in the order given. */
export function modelToolNames<T extends ConnectorToolRef>(tools: readonly T[]): Map<string, T> {
  const connectorParts = new Map<string, string>();
  const takenConnectorParts = new Set<string>();
  const taken = new Set<string>();
  const named = new Map<string, T>();
  for (const tool of tools) {
    let connectorPart = connectorParts.get(tool.connectorId);
    if (connectorPart === undefined) {
      const words = nameWords(tool.connector);
      const base = words === '' ? 'connector' : /^[a-z]/.test(words) ? words : `c_${words}`;
      connectorPart = unique(base, takenConnectorParts, MAX_CONNECTOR_PART);
      connectorParts.set(tool.connectorId, connectorPart);
    }
    const prefix = `${connectorPart}${SEPARATOR}`;
    const toolWords = nameWords(tool.tool);
    const name = unique(`${prefix}${toolWords === '' ? 'tool' : toolWords}`, taken, MAX_NAME);
    named.set(name, tool);
  }
  return named;
}
