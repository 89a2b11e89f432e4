import {
  type JSONSchema7,
  type JSONSchema7Definition,
  type LanguageModelV3ToolResultOutput,
  isJSONObject,
} from '@ai-sdk/provider';
import { lineValue } from './builtin-reading';
import { type Language, normalise } from './builtin-text';
import { CONNECTORS_LINE } from './prompts';

/**
 * How the built-in model uses connectors, so the offline demo shows them: a question that names a
 * connector ("Ask GA4 for last week's sessions", "echo hello with Everything") calls its tool (its only
 * one, or the one the question names) with arguments read from the question, and the answer quotes the
 * result and cites it.
 */

export type PromptedConnector = { name: string; tools: string[] };

/** "Connectors (…): GA4: ga4__run_report; Everything: everything__echo, everything__get_sum". */
export function connectorsOf(system: string): PromptedConnector[] {
  const value = lineValue(system, CONNECTORS_LINE);
  if (value === null) return [];
  return value.split('; ').flatMap((entry) => {
    const at = entry.lastIndexOf(': ');
    if (at <= 0) return [];
    const tools = entry
      .slice(at + 2)
      .split(', ')
      .map((tool) => tool.trim())
      .filter(Boolean);
    return [{ name: entry.slice(0, at).trim(), tools }];
  });
}

/** A tool's words as a question would write them: `everything__get_sum` → "get sum". */
const toolWords = (modelName: string) => modelName.slice(modelName.indexOf('__') + 2).replace(/_/g, ' ');

const wordsOf = (text: string) =>
  ` ${normalise(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const mentions = (text: string, phrase: string) => {
  const words = wordsOf(phrase);
  return words.trim() !== '' && wordsOf(text).includes(words);
};

export type ConnectorCall = { toolName: string; connector: string; tool: string };

/**
 * The connector tool the question asks for: a connector it names, and that connector's only tool or the
 * one the question names too (a word like "everything" alone does not call a connector of many tools).
 */
export function connectorAsked(
  question: string,
  connectors: readonly PromptedConnector[],
  available: ReadonlySet<string>,
): ConnectorCall | null {
  for (const connector of connectors) {
    if (!mentions(question, connector.name)) continue;
    const tools = connector.tools.filter((tool) => available.has(tool));
    const named = tools.find((tool) => mentions(question, toolWords(tool)));
    const chosen = named ?? (tools.length === 1 ? tools[0] : undefined);
    if (chosen !== undefined) return { toolName: chosen, connector: connector.name, tool: toolWords(chosen) };
  }
  return null;
}

const CONNECTOR_PREPOSITIONS = '(?:ask|with|using|from|via|in|on|through|pregunta(?:le)? a|con|usando|en|de)';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the question asks besides the connector and the tool: "echo hello with Everything" → "hello". */
function requestText(question: string, call: ConnectorCall): string {
  const quoted = /["“«']([^"”»']+)["”»']/.exec(question)?.[1];
  if (quoted !== undefined) return quoted.trim();
  const words = call.tool.split(' ').map(escaped).join('[\\s_-]+');
  return question
    .replace(new RegExp(`\\b${CONNECTOR_PREPOSITIONS}?\\s*${escaped(call.connector)}\\b`, 'i'), ' ')
    .replace(new RegExp(`\\b${words}\\b`, 'i'), ' ')
    .replace(/^\s*(?:please|por favor)\b/i, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,:;-]+|[\s,.:;?!¿¡-]+$/g, '')
    .trim();
}

const schemaOf = (definition: JSONSchema7Definition | undefined): JSONSchema7 =>
  typeof definition === 'object' ? definition : {};

/** An enum's value the question names ("sessions", "last 28 days" for `last_28_days`), if any. */
const enumNamed = (question: string, values: readonly unknown[]) =>
  values.find((value) => typeof value === 'string' && mentions(question, value.replace(/_/g, ' ')));

/**
 * The call's arguments, read from the question by the tool's schema: numbers in order for numeric
 * arguments, an enum's value the question names, and for a required text the request itself. Optional
 * arguments the question says nothing of are left to the connector's defaults.
 */
export function connectorArguments(
  question: string,
  call: ConnectorCall,
  schema: JSONSchema7 | undefined,
): Record<string, unknown> {
  const properties = schema?.properties ?? {};
  const required = new Set(schema?.required ?? []);
  // Whole numbers only: the 4 of "GA4" is not one.
  const numbers = (question.match(/(?<![\w.])-?\d+(?:\.\d+)?(?![\w.])/g) ?? []).map(Number);
  const text = requestText(question, call);
  let textUsed = false;
  const args: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(properties)) {
    const property = schemaOf(definition);
    const type = Array.isArray(property.type) ? property.type[0] : property.type;
    if (property.enum !== undefined) {
      const named = enumNamed(question, property.enum);
      if (named !== undefined) args[name] = named;
      else if (required.has(name) && property.default === undefined) args[name] = property.enum[0];
    } else if (type === 'number' || type === 'integer') {
      const next = numbers.shift();
      if (next !== undefined) args[name] = type === 'integer' ? Math.round(next) : next;
      else if (required.has(name)) args[name] = 0;
    } else if (type === 'string' && required.has(name) && !textUsed) {
      args[name] = text;
      textUsed = true;
    } else if (required.has(name)) {
      args[name] = type === 'boolean' ? false : type === 'array' ? [] : type === 'object' ? {} : '';
    }
  }
  return args;
}

const LONGEST_QUOTE = 1500;

/** The result as the answer shows it: quoted lines, cut when long. */
function quoted(text: string): string {
  const shown = text.length > LONGEST_QUOTE ? `${text.slice(0, LONGEST_QUOTE).trimEnd()}…` : text;
  return shown
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

const answerWords = {
  en: {
    answered: (connector: string, tool: string, n: string) =>
      `**${connector}** answered through ${tool}${n}:`,
    failed: (connector: string, tool: string) => `**${connector}** could not answer (${tool}):`,
    empty: 'It returned nothing.',
    suggestions: (connector: string) => [
      `Ask ${connector} for the same figures last month`,
      'What stands out in these numbers?',
    ],
  },
  es: {
    answered: (connector: string, tool: string, n: string) => `**${connector}** respondió con ${tool}${n}:`,
    failed: (connector: string, tool: string) => `**${connector}** no pudo responder (${tool}):`,
    empty: 'No devolvió nada.',
    suggestions: (connector: string) => [
      `Pregunta a ${connector} por las mismas cifras del mes pasado`,
      '¿Qué destaca en estas cifras?',
    ],
  },
} as const;

/** The answer from the tool's result: what it said, cited by its source number, or why it failed. */
export function connectorAnswer(
  output: LanguageModelV3ToolResultOutput,
  call: ConnectorCall,
  language: Language,
): string {
  const words = answerWords[language];
  const value = output.type === 'json' ? output.value : output.type === 'text' ? output.value : null;
  const record = isJSONObject(value) ? value : {};
  const result = typeof record.result === 'string' ? record.result : typeof value === 'string' ? value : null;
  // The tool's own name, as the result gives it ("run_report"), rather than the words of the model's name.
  const tool = typeof record.tool === 'string' ? record.tool : call.tool;
  const blocks =
    result === null
      ? [
          words.failed(call.connector, tool),
          quoted(typeof record.error === 'string' ? record.error : words.empty),
        ]
      : [
          words.answered(
            call.connector,
            tool,
            typeof record.source === 'number' ? ` [${record.source}]` : '',
          ),
          quoted(result.trim() === '' ? words.empty : result),
        ];
  const suggestions = words.suggestions(call.connector).map((s) => `- ${s}`);
  return [...blocks, `Suggestions:\n${suggestions.join('\n')}`].join('\n\n');
}
