import {
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3Content,
  type LanguageModelV3FinishReason,
  type LanguageModelV3Message,
  type LanguageModelV3StreamPart,
  type LanguageModelV3ToolResultPart,
  type LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { type CustomerData, chatAnswer, isAutomaticLoad, toolFocus } from './builtin-answer';
import { connectorAnswer, connectorArguments, connectorAsked, connectorsOf } from './builtin-connectors';
import { keepBrandRules } from './builtin-brand-rules';
import {
  attachmentsAsked,
  attachmentsOf,
  customerDataOf,
  customerOf,
  fileReadsAfter,
  fileSourceOf,
  knowledgeOf,
  languageOf,
  listsDocuments,
  lineValue,
  searchRequest,
  specialistsOf,
  textOf,
  versionOf,
  webSourceOf,
} from './builtin-reading';
import type { SourceData } from './builtin-sources';
import { detectLanguage, wordCount } from './builtin-text';
import { chatTitle, relatedFollowUps } from './builtin-transcript';
import { RELATED_TASK, TEAM_LINE, TITLE_TASK, WEB_SEARCH_LINE } from './prompts';
import { LOAD_CUSTOMER_DATA } from './tools/load-customer-data';
import { READ_ATTACHMENT } from './tools/read-attachment';
import { SEARCH_CUSTOMER_KNOWLEDGE } from './tools/search-customer-knowledge';
import { WEB_SEARCH } from './tools/web-search';

/**
 * Brief's `builtin` model: a LanguageModelV3 that needs no network and answers the same way every time.
 * It reads the same system prompt and calls the same tools as a real model, so the runtime, the tests
 * and the out-of-the-box demo all exercise the real tool-calling path.
 */

type ToolCall = { toolCallId: string; toolName: string; input: string };
type Reply = { kind: 'text'; text: string } | { kind: 'tool-calls'; calls: ToolCall[] };

/** At most this many files are read for one answer. */
const MAX_FILES_PER_ANSWER = 3;

function reply({ prompt, tools, toolChoice }: LanguageModelV3CallOptions): Reply {
  const system = prompt
    .filter((m) => m.role === 'system')
    .map(textOf)
    .join('\n');
  const conversation = prompt
    .filter((m) => m.role !== 'system')
    .map(textOf)
    .join('\n\n');
  // The chat's language when the runtime says it; else the language the user writes in.
  const language = languageOf(system);
  if (system.includes(RELATED_TASK)) return { kind: 'text', text: relatedFollowUps(conversation, language) };
  if (system.includes(TITLE_TASK)) return { kind: 'text', text: chatTitle(conversation, language) };

  const lastUser = prompt.findLastIndex((m) => m.role === 'user');
  const question = lastUser === -1 ? '' : textOf(prompt[lastUser] as LanguageModelV3Message);
  const customer = customerOf(system);
  // This turn's tool results (after the question), the last of each tool.
  const results = new Map<string, LanguageModelV3ToolResultPart>();
  for (const message of prompt.slice(lastUser + 1)) {
    if (message.role !== 'tool' && message.role !== 'assistant') continue;
    for (const part of message.content) {
      if (part.type === 'tool-result') results.set(part.toolName, part);
    }
  }
  const available = new Set(
    toolChoice?.type === 'none' ? [] : (tools ?? []).flatMap((t) => (t.type === 'function' ? [t.name] : [])),
  );
  const callTools = (toolName: string, inputs: readonly Record<string, unknown>[]): Reply => {
    const earlierCalls = prompt
      .flatMap((m) => (m.role === 'assistant' ? m.content : []))
      .filter((part) => part.type === 'tool-call').length;
    return {
      kind: 'tool-calls',
      calls: inputs.map((input, index) => ({
        toolCallId: `builtin-call-${earlierCalls + index + 1}`,
        toolName,
        input: JSON.stringify(input),
      })),
    };
  };
  const userTexts = prompt.filter((m) => m.role === 'user').map(textOf);
  const userText = userTexts.join('\n');
  const listedFiles = attachmentsOf(system);
  const earlier = prompt.slice(0, Math.max(0, lastUser)).filter((m) => m.role === 'assistant');
  const answer = (
    data: CustomerData | null,
    sources: readonly SourceData[] = [],
    attached: readonly SourceData[] = [],
  ): Reply => ({
    kind: 'text',
    text: chatAnswer({
      language: language ?? detectLanguage(question, detectLanguage(userText)),
      question,
      team: lineValue(system, TEAM_LINE)?.replace(/^none selected$/, '') || null,
      specialists: specialistsOf(system),
      customer,
      data,
      sources,
      firstReply: earlier.length === 0,
      earlier: earlier.map(textOf),
      attached,
      version: versionOf(system),
      webSearch: system.includes(WEB_SEARCH_LINE),
      files: listedFiles.map((f) => f.name),
      asked: userTexts,
    }),
  });

  // A question naming a connector calls its tool, then answers from the result.
  const connectorCall = connectorAsked(question, connectorsOf(system), available);
  if (connectorCall !== null) {
    const found = results.get(connectorCall.toolName);
    if (found !== undefined)
      return {
        kind: 'text',
        text: connectorAnswer(found.output, connectorCall, language ?? detectLanguage(question)),
      };
    const schema = tools?.find((t) => t.type === 'function' && t.name === connectorCall.toolName);
    return callTools(connectorCall.toolName, [
      connectorArguments(
        question,
        connectorCall,
        schema?.type === 'function' ? schema.inputSchema : undefined,
      ),
    ]);
  }
  // A request to search the web, then a question about an attached file, then the customer.
  const search = searchRequest(question);
  if (search !== null) {
    if (!available.has(WEB_SEARCH)) return answer(null, [{ kind: 'web-unavailable', query: search }]);
    const found = results.get(WEB_SEARCH);
    if (found === undefined) return callTools(WEB_SEARCH, [{ query: search }]);
    return answer(null, [webSourceOf(found.output, search)]);
  }
  const files = attachmentsAsked(question, listedFiles).slice(0, MAX_FILES_PER_ANSWER);
  const read = fileReadsAfter(prompt.slice(lastUser + 1));
  if (files.length > 0 && available.has(READ_ATTACHMENT)) {
    if (read.size === 0)
      return callTools(
        READ_ATTACHMENT,
        files.map((f) => ({ fileId: f.id })),
      );
    return answer(
      null,
      files.map((f) => fileSourceOf(read.get(f.id), f)),
    );
  }
  // The conversation's latest text files, read first even when the question does not name them: the
  // answer comes from them when they hold it at least as well as the customer's data.
  const unnamed = isAutomaticLoad(question)
    ? []
    : listedFiles.filter((f) => f.kind === 'text').slice(-MAX_FILES_PER_ANSWER);
  if (unnamed.length > 0 && available.has(READ_ATTACHMENT) && read.size === 0)
    return callTools(
      READ_ATTACHMENT,
      unnamed.map((f) => ({ fileId: f.id })),
    );
  const attached = unnamed.flatMap((f) => (read.has(f.id) ? [fileSourceOf(read.get(f.id), f)] : []));
  const loaded = results.get(LOAD_CUSTOMER_DATA);
  if (customer !== null && available.has(LOAD_CUSTOMER_DATA) && loaded === undefined) {
    return callTools(LOAD_CUSTOMER_DATA, [{ focus: toolFocus(question, customer) }]);
  }
  // Then the customer's documents, for a question of the user's (not the chat's automatic first one).
  const searched = results.get(SEARCH_CUSTOMER_KNOWLEDGE);
  if (
    loaded !== undefined &&
    searched === undefined &&
    available.has(SEARCH_CUSTOMER_KNOWLEDGE) &&
    listsDocuments(loaded.output) &&
    !isAutomaticLoad(question)
  ) {
    return callTools(SEARCH_CUSTOMER_KNOWLEDGE, [{ query: question.slice(0, 500) }]);
  }
  const chatLanguage = language ?? detectLanguage(question, detectLanguage(userText));
  return answer(
    loaded === undefined
      ? null
      : customerDataOf(loaded.output, customer ?? '', knowledgeOf(searched?.output), chatLanguage),
    [],
    attached,
  );
}

/** The reply with the customer's brand rules kept, as a real model told them would (builtin-brand-rules.ts). */
function rulesKept(call: LanguageModelV3CallOptions): Reply {
  const r = reply(call);
  if (r.kind !== 'text') return r;
  const system = call.prompt
    .filter((m) => m.role === 'system')
    .map(textOf)
    .join('\n');
  const question = call.prompt.findLast((m) => m.role === 'user');
  return {
    kind: 'text',
    text: keepBrandRules(r.text, system, question === undefined ? '' : textOf(question)),
  };
}

function usageOf(options: LanguageModelV3CallOptions, output: string): LanguageModelV3Usage {
  const input = options.prompt.reduce(
    (sum, m) => sum + wordCount(typeof m.content === 'string' ? m.content : JSON.stringify(m.content)),
    0,
  );
  const produced = wordCount(output);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: produced, text: produced, reasoning: 0 },
  };
}

const producedOf = (r: Reply) => (r.kind === 'text' ? r.text : r.calls.map((c) => c.input).join(' '));

const finishOf = (r: Reply): LanguageModelV3FinishReason =>
  r.kind === 'text' ? { unified: 'stop', raw: 'stop' } : { unified: 'tool-calls', raw: 'tool-calls' };

function abortReason(signal: AbortSignal): unknown {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * Replays parts with a pause before every text delta but the first. The abort listener errors the stream
 * at once, even while the reader is not pulling, and clears the pending pause so no timer outlives it.
 */
function replay(
  parts: readonly LanguageModelV3StreamPart[],
  delayMs: number,
  signal: AbortSignal | undefined,
): ReadableStream<LanguageModelV3StreamPart> {
  let next = 0;
  let done = false;
  let pause: { timer: ReturnType<typeof setTimeout>; resume: () => void } | undefined;
  let detach = () => {};
  const stopPause = () => {
    if (pause === undefined) return;
    clearTimeout(pause.timer);
    pause.resume();
    pause = undefined;
  };
  const finish = () => {
    done = true;
    stopPause();
    detach();
  };
  const firstDelta = parts.findIndex((part) => part.type === 'text-delta');
  return new ReadableStream<LanguageModelV3StreamPart>({
    start(controller) {
      if (signal === undefined) return;
      const onAbort = () => {
        if (done) return;
        finish();
        controller.error(abortReason(signal));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      detach = () => signal.removeEventListener('abort', onAbort);
    },
    async pull(controller) {
      const part = parts[next];
      if (delayMs > 0 && part?.type === 'text-delta' && next > firstDelta) {
        await new Promise<void>((resume) => {
          pause = { timer: setTimeout(resume, delayMs), resume };
        });
        pause = undefined;
      }
      if (done) return;
      next += 1;
      if (part !== undefined) controller.enqueue(part);
      if (next >= parts.length) {
        finish();
        controller.close();
      }
    },
    cancel: finish,
  });
}

export function createBuiltinModel(options: { wordDelayMs?: number } = {}): LanguageModelV3 {
  const wordDelayMs = options.wordDelayMs ?? 0;
  return {
    specificationVersion: 'v3',
    provider: 'brief',
    modelId: 'offline-demo',
    supportedUrls: {},

    async doGenerate(call) {
      call.abortSignal?.throwIfAborted();
      const r = rulesKept(call);
      const content: LanguageModelV3Content[] =
        r.kind === 'text'
          ? [{ type: 'text', text: r.text }]
          : r.calls.map((c) => ({ type: 'tool-call' as const, ...c }));
      return {
        content,
        finishReason: finishOf(r),
        usage: usageOf(call, producedOf(r)),
        warnings: [],
      };
    },

    async doStream(call) {
      call.abortSignal?.throwIfAborted();
      const r = rulesKept(call);
      const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      if (r.kind === 'text') {
        const id = 'text-0';
        parts.push({ type: 'text-start', id });
        for (const word of r.text.match(/\S+\s*/g) ?? []) parts.push({ type: 'text-delta', id, delta: word });
        parts.push({ type: 'text-end', id });
      } else {
        for (const c of r.calls) parts.push({ type: 'tool-call', ...c });
      }
      parts.push({
        type: 'finish',
        finishReason: finishOf(r),
        usage: usageOf(call, producedOf(r)),
      });
      return { stream: replay(parts, wordDelayMs, call.abortSignal) };
    },
  };
}
