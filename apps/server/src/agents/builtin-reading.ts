import {
  type JSONValue,
  type LanguageModelV3Message,
  type LanguageModelV3ToolResultOutput,
  isJSONObject,
} from '@ai-sdk/provider';
import type { CustomerData, Speaker } from './builtin-answer';
import { memoryHeading, memoryOf } from './builtin-memory';
import type { SourceData } from './builtin-sources';
import type { Language } from './builtin-text';
import {
  ATTACHMENTS_LINE,
  CUSTOMER_LINE,
  LANGUAGE_LINE,
  LATEST_MESSAGE_MARK,
  SPECIALISTS_LINE,
  VERSION_LINE,
} from './prompts';
import { type FileFacts, READ_ATTACHMENT } from './tools/read-attachment';

/**
 * How the built-in model reads what the runtime sends it: the system prompt's lines (prompts.ts), the
 * user's request, and the tools' results, whichever way the SDK wrapped them.
 */

export const textOf = (message: LanguageModelV3Message): string =>
  typeof message.content === 'string'
    ? message.content
    : message.content
        .map((part) => (part.type === 'text' ? part.text : ''))
        .filter(Boolean)
        .join('\n');

export function lineValue(system: string, prefix: string): string | null {
  const line = system.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? null : line.slice(prefix.length).trim();
}

/** "Conversation language: English (en). Write in…" → 'en'; null when the prompt names no language it knows. */
export function languageOf(system: string): Language | null {
  const code = /\((en|es)\)/.exec(lineValue(system, LANGUAGE_LINE) ?? '')?.[1];
  return code === 'en' || code === 'es' ? code : null;
}

/** `Version of this reply: 3.` → 3; 1 when the prompt asks for no other version. */
export function versionOf(system: string): number {
  const version = Number(/^(\d+)/.exec(lineValue(system, VERSION_LINE) ?? '')?.[1] ?? '1');
  return Number.isSafeInteger(version) && version >= 1 ? version : 1;
}

/** "Customer: Northwind Coffee. Call the load_customer_data tool…" → "Northwind Coffee". */
export function customerOf(system: string): string | null {
  const value = lineValue(system, CUSTOMER_LINE);
  if (value === null || value.startsWith('none selected')) return null;
  return (/^(.+?)\. Call the /.exec(value)?.[1] ?? value.replace(/\.$/, '')).trim() || null;
}

/** "Specialists in this conversation: Nora SEO/SEM (SEO expert…); Iris Insights (data analysis)". */
export function specialistsOf(system: string): Speaker[] {
  const value = lineValue(system, SPECIALISTS_LINE);
  if (value === null) return [];
  return value
    .split(/;\s*/)
    .filter((entry) => entry.trim() !== '')
    .map((entry) => {
      const match = /^(.*?)\s*\((.*)\)\s*$/.exec(entry.trim());
      return { name: (match?.[1] ?? entry).trim(), description: (match?.[2] ?? '').trim() };
    });
}

/** A passage search_customer_knowledge returned: its number, document, place and text. */
export type KnowledgeHit = {
  source: number;
  document: string;
  location: string;
  text: string;
  /** Found by meaning: it holds none of the question's words. */
  byMeaning?: boolean;
};

/** The passages of a search_customer_knowledge result. */
export function knowledgeOf(output: LanguageModelV3ToolResultOutput | undefined): KnowledgeHit[] {
  if (output === undefined) return [];
  let value: JSONValue | undefined;
  if (output.type === 'json') value = output.value;
  else if (output.type === 'text') {
    try {
      value = JSON.parse(output.value) as JSONValue;
    } catch {
      return [];
    }
  }
  if (!isJSONObject(value) || !Array.isArray(value.passages)) return [];
  return value.passages.flatMap((p) =>
    isJSONObject(p) &&
    typeof p.source === 'number' &&
    typeof p.document === 'string' &&
    typeof p.location === 'string' &&
    typeof p.text === 'string'
      ? [
          {
            source: p.source,
            document: p.document,
            location: p.location,
            text: p.text,
            ...(p.found === 'by meaning' ? { byMeaning: true } : {}),
          },
        ]
      : [],
  );
}

/** Whether load_customer_data listed documents (then there is something to search). */
export function listsDocuments(output: LanguageModelV3ToolResultOutput): boolean {
  const value = output.type === 'json' ? output.value : null;
  return isJSONObject(value) && Array.isArray(value.documents) && value.documents.length > 0;
}

const SPANISH_PLACES: [RegExp, string][] = [
  [/\bpage (\d+)/g, 'página $1'],
  [/\bsheet\b/g, 'hoja'],
  [/\brows?\b/g, 'filas'],
  [/\blines?\b/g, 'líneas'],
];

/** "Brand book.pdf, page 3 [2]": a passage's heading in the answer, cited by its number. */
export function knowledgeHeading(hit: KnowledgeHit, language: Language | null): string {
  const place =
    language === 'es'
      ? SPANISH_PLACES.reduce((text, [from, to]) => text.replace(from, to), hit.location)
      : hit.location;
  return `${hit.document.replace(/[#\n]/g, ' ')}, ${place} [${hit.source}]`;
}

/**
 * The customer's data as one text to quote from: the profile, then each fact of its memory under a
 * heading with its source number ("## Team memory [1]"), then each passage search found under a heading
 * naming its document, place and source number ("## Audit.pdf, page 3 [2]").
 */
export function customerDataOf(
  output: LanguageModelV3ToolResultOutput,
  customer: string,
  knowledge: readonly KnowledgeHit[] = [],
  language: Language | null = null,
): CustomerData {
  const fromJson = (value: JSONValue): CustomerData => {
    if (isJSONObject(value) && typeof value.profile === 'string') {
      const name = typeof value.customer === 'string' ? value.customer : customer;
      const headings = knowledge.map((hit) => knowledgeHeading(hit, language));
      const facts = memoryOf(value);
      const factHeadings = facts.map((hit) => memoryHeading(hit, language));
      return {
        kind: 'profile',
        customer: name,
        profile: [
          value.profile,
          ...facts.map((hit, i) => `## ${factHeadings[i] ?? ''}\n${hit.fact}`),
          ...knowledge.map((hit, i) => `## ${headings[i] ?? ''}\n${hit.text}`),
        ].join('\n\n'),
        documents: [...factHeadings, ...headings],
        byMeaning: headings.filter((_, i) => knowledge[i]?.byMeaning === true),
      };
    }
    if (isJSONObject(value) && typeof value.error === 'string')
      return { kind: 'unavailable', reason: value.error };
    return { kind: 'unavailable', reason: JSON.stringify(value) };
  };
  switch (output.type) {
    case 'json':
      return fromJson(output.value);
    case 'text':
      try {
        return fromJson(JSON.parse(output.value) as JSONValue);
      } catch {
        return { kind: 'profile', customer, profile: output.value };
      }
    case 'content':
      return {
        kind: 'profile',
        customer,
        profile: output.value.map((part) => (part.type === 'text' ? part.text : '')).join('\n'),
      };
    case 'error-text':
      return { kind: 'unavailable', reason: output.value };
    case 'error-json':
      return { kind: 'unavailable', reason: JSON.stringify(output.value) };
    case 'execution-denied':
      return { kind: 'unavailable', reason: output.reason ?? 'the tool call was denied.' };
  }
}

// A search verb right before where to search: "buscar en Google", "search the web", "look up online".
const SEARCH_REQUEST =
  /\b(?:busca|buscar|búscame|buscame|busques|search|look\s+up)\s+(?:(?:en|in|on|with|con)\s+)?(?:google|(?:la|the)\s+web|internet|online|web)\b/i;
const QUOTED = /["“«]([^"”»]{1,400})["”»]/;

/**
 * The query of a request to search the web ('Usa el agente principal para buscar en Google: "…"',
 * 'search the web for …'), or null for any other message.
 */
export function searchRequest(question: string): string | null {
  const request = SEARCH_REQUEST.exec(question);
  if (request === null) return null;
  const quoted = QUOTED.exec(question)?.[1]?.trim();
  if (quoted !== undefined && quoted !== '') return quoted;
  const after = question
    .slice(request.index + request[0].length)
    .replace(/^\s*(?::|for|about|sobre|por)?\s*/i, '')
    .split(/[.?!\n]/)[0]
    ?.trim();
  return after === undefined || after === '' ? null : after.slice(0, 400);
}

export type PromptFile = FileFacts & { url: string | null; latest: boolean };

/** The files the system prompt lists (prompts.ts attachmentLine). */
export function attachmentsOf(system: string): PromptFile[] {
  const lines = system.split('\n');
  const start = lines.indexOf(ATTACHMENTS_LINE);
  if (start === -1) return [];
  const files: PromptFile[] = [];
  for (const line of lines.slice(start + 1)) {
    const match =
      /^- "(.*)" \((.+), (text|image|binary), (\d+) bytes, id: ([^,)]+)(?:, url: ([^,)\s]+))?(, .+)?\)$/.exec(
        line,
      );
    if (match === null) break;
    const [, name = '', type = '', kind = 'binary', size = '0', id = '', url, mark = ''] = match;
    files.push({
      id,
      name,
      type,
      kind: kind as FileFacts['kind'],
      size: Number(size),
      url: url ?? null,
      latest: mark.includes(LATEST_MESSAGE_MARK),
    });
  }
  return files;
}

/** "the file", "the attachment", "el archivo adjunto", "this document": the question points at a file. */
const A_FILE =
  /\b(?:(?:the|this|that|attached|my)\s+(?:file|attachment|document|doc|notes)|attached|attachment|(?:el|este|ese|mi)\s+(?:archivo|fichero|adjunto|documento)|adjunt[oa]s?)\b/i;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The files the question is about, in the order it names them: by name ("notes.txt"), by name without
 * its extension ("the notes"); else those sent with it; else, when it points at a file ("the attached
 * file", "el adjunto"), the conversation's latest one.
 */
export function attachmentsAsked(question: string, files: readonly PromptFile[]): PromptFile[] {
  const text = question.toLowerCase();
  const at = (file: PromptFile) => {
    const name = file.name.toLowerCase();
    if (name === '') return -1;
    const whole = text.indexOf(name);
    if (whole !== -1) return whole;
    const base = name.replace(/\.[a-z0-9]+$/, '');
    if (base === name || base.length < 3) return -1;
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped(base)}(?![\\p{L}\\p{N}])`, 'u').exec(text)?.index ?? -1;
  };
  const named = files
    .map((file) => ({ file, at: at(file) }))
    .filter(({ at }) => at !== -1)
    .sort((a, b) => a.at - b.at || b.file.name.length - a.file.name.length)
    .map(({ file }) => file);
  if (named.length > 0) return named;
  const sent = files.filter((f) => f.latest);
  if (sent.length > 0) return sent;
  const last = files.at(-1);
  return A_FILE.test(question) && last !== undefined ? [last] : [];
}

/** The outputs of this turn's read_attachment calls, by the file id each call asked for. */
export function fileReadsAfter(
  messages: readonly LanguageModelV3Message[],
): Map<string, LanguageModelV3ToolResultOutput> {
  const asked = new Map<string, string>();
  const reads = new Map<string, LanguageModelV3ToolResultOutput>();
  for (const message of messages) {
    if (message.role !== 'assistant' && message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type === 'tool-call' && part.toolName === READ_ATTACHMENT) {
        const input = typeof part.input === 'string' ? safeJson(part.input) : (part.input as JSONValue);
        if (isJSONObject(input) && typeof input.fileId === 'string') asked.set(part.toolCallId, input.fileId);
      }
      if (part.type === 'tool-result' && part.toolName === READ_ATTACHMENT) {
        const fileId = asked.get(part.toolCallId);
        if (fileId !== undefined) reads.set(fileId, part.output);
      }
    }
  }
  return reads;
}

function safeJson(text: string): JSONValue | null {
  try {
    return JSON.parse(text) as JSONValue;
  } catch {
    return null;
  }
}

/** A tool result as JSON, whichever way the runtime wrapped it; null for errors and denials. */
function jsonOf(output: LanguageModelV3ToolResultOutput): JSONValue | null {
  if (output.type === 'json') return output.value;
  return output.type === 'text' ? safeJson(output.value) : null;
}

export function webSourceOf(output: LanguageModelV3ToolResultOutput, query: string): SourceData {
  const value = jsonOf(output);
  if (isJSONObject(value) && Array.isArray(value.results)) {
    const results = value.results.flatMap((r) =>
      isJSONObject(r) && typeof r.title === 'string' && typeof r.url === 'string'
        ? [{ title: r.title, url: r.url, snippet: typeof r.snippet === 'string' ? r.snippet : '' }]
        : [],
    );
    return { kind: 'web', query, results };
  }
  const reason = isJSONObject(value) && typeof value.reason === 'string' ? value.reason : 'unknown';
  return { kind: 'web-failed', query, reason };
}

export function fileSourceOf(
  output: LanguageModelV3ToolResultOutput | undefined,
  file: PromptFile,
): SourceData {
  const value = output === undefined ? null : jsonOf(output);
  if (!isJSONObject(value) || !isJSONObject(value.file)) return { kind: 'file-missing', name: file.name };
  if (typeof value.text === 'string' && value.text.trim() !== '')
    return { kind: 'file-text', file, text: value.text };
  if (typeof value.image === 'string') return { kind: 'file-image', file, url: file.url };
  return { kind: 'file-unreadable', file };
}
