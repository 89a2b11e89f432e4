import {
  type JSONValue,
  type LanguageModelV3,
  type LanguageModelV3CallOptions,
  type LanguageModelV3Content,
  type LanguageModelV3FinishReason,
  type LanguageModelV3Message,
  type LanguageModelV3StreamPart,
  type LanguageModelV3ToolResultOutput,
  type LanguageModelV3ToolResultPart,
  type LanguageModelV3Usage,
  isJSONObject,
} from '@ai-sdk/provider';
import {
  type CustomerData,
  type Speaker,
  chatAnswer,
  chatTitle,
  relatedFollowUps,
  toolFocus,
} from './builtin-answer';
import { detectLanguage, wordCount } from './builtin-text';
import { CUSTOMER_LINE, RELATED_TASK, SPECIALISTS_LINE, TEAM_LINE, TITLE_TASK } from './prompts';
import { LOAD_CUSTOMER_DATA } from './tools/load-customer-data';

/**
 * Brief's `builtin` model: a LanguageModelV3 that needs no network and answers the same way every time.
 * It reads the same system prompt and calls the same tools as a real model, so the runtime, the tests
 * and the out-of-the-box demo all exercise the real agent path.
 */

type Reply =
  { kind: 'text'; text: string } | { kind: 'tool-call'; toolCallId: string; toolName: string; input: string };

const textOf = (message: LanguageModelV3Message): string =>
  typeof message.content === 'string'
    ? message.content
    : message.content
        .map((part) => (part.type === 'text' ? part.text : ''))
        .filter(Boolean)
        .join('\n');

function lineValue(system: string, prefix: string): string | null {
  const line = system.split('\n').find((l) => l.startsWith(prefix));
  return line === undefined ? null : line.slice(prefix.length).trim();
}

/** "Customer: Northwind Coffee. Call the load_customer_data tool…" → "Northwind Coffee". */
function customerOf(system: string): string | null {
  const value = lineValue(system, CUSTOMER_LINE);
  if (value === null || value.startsWith('none selected')) return null;
  return (/^(.+?)\. Call the /.exec(value)?.[1] ?? value.replace(/\.$/, '')).trim() || null;
}

/** "Specialists in this conversation: Nora SEO/SEM (SEO expert…); Iris Insights (data analysis)". */
function specialistsOf(system: string): Speaker[] {
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

function customerDataOf(output: LanguageModelV3ToolResultOutput, customer: string): CustomerData {
  const fromJson = (value: JSONValue): CustomerData => {
    if (isJSONObject(value) && typeof value.profile === 'string') {
      const name = typeof value.customer === 'string' ? value.customer : customer;
      return { kind: 'profile', customer: name, profile: value.profile };
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

function reply({ prompt, tools, toolChoice }: LanguageModelV3CallOptions): Reply {
  const system = prompt
    .filter((m) => m.role === 'system')
    .map(textOf)
    .join('\n');
  const conversation = prompt
    .filter((m) => m.role !== 'system')
    .map(textOf)
    .join('\n\n');
  if (system.includes(RELATED_TASK)) return { kind: 'text', text: relatedFollowUps(conversation) };
  if (system.includes(TITLE_TASK)) return { kind: 'text', text: chatTitle(conversation) };

  const lastUser = prompt.findLastIndex((m) => m.role === 'user');
  const question = lastUser === -1 ? '' : textOf(prompt[lastUser] as LanguageModelV3Message);
  const customer = customerOf(system);
  let result: LanguageModelV3ToolResultPart | undefined;
  for (const message of prompt.slice(lastUser + 1)) {
    if (message.role !== 'tool' && message.role !== 'assistant') continue;
    for (const part of message.content) {
      if (part.type === 'tool-result' && part.toolName === LOAD_CUSTOMER_DATA) result = part;
    }
  }
  const canLoad =
    toolChoice?.type !== 'none' &&
    (tools ?? []).some((t) => t.type === 'function' && t.name === LOAD_CUSTOMER_DATA);

  if (customer !== null && canLoad && result === undefined) {
    const earlierCalls = prompt
      .flatMap((m) => (m.role === 'assistant' ? m.content : []))
      .filter((part) => part.type === 'tool-call');
    return {
      kind: 'tool-call',
      toolCallId: `builtin-call-${earlierCalls.length + 1}`,
      toolName: LOAD_CUSTOMER_DATA,
      input: JSON.stringify({ focus: toolFocus(question, customer) }),
    };
  }
  const userText = prompt
    .filter((m) => m.role === 'user')
    .map(textOf)
    .join('\n');
  const data = result === undefined ? null : customerDataOf(result.output, customer ?? '');
  return {
    kind: 'text',
    text: chatAnswer({
      language: detectLanguage(question, detectLanguage(userText)),
      question,
      team: lineValue(system, TEAM_LINE)?.replace(/^none selected$/, '') || null,
      specialists: specialistsOf(system),
      customer,
      data,
    }),
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
      const r = reply(call);
      const content: LanguageModelV3Content[] =
        r.kind === 'text'
          ? [{ type: 'text', text: r.text }]
          : [{ type: 'tool-call', toolCallId: r.toolCallId, toolName: r.toolName, input: r.input }];
      return {
        content,
        finishReason: finishOf(r),
        usage: usageOf(call, r.kind === 'text' ? r.text : r.input),
        warnings: [],
      };
    },

    async doStream(call) {
      call.abortSignal?.throwIfAborted();
      const r = reply(call);
      const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      if (r.kind === 'text') {
        const id = 'text-0';
        parts.push({ type: 'text-start', id });
        for (const word of r.text.match(/\S+\s*/g) ?? []) parts.push({ type: 'text-delta', id, delta: word });
        parts.push({ type: 'text-end', id });
      } else {
        parts.push({ type: 'tool-call', toolCallId: r.toolCallId, toolName: r.toolName, input: r.input });
      }
      parts.push({
        type: 'finish',
        finishReason: finishOf(r),
        usage: usageOf(call, r.kind === 'text' ? r.text : r.input),
      });
      return { stream: replay(parts, wordDelayMs, call.abortSignal) };
    },
  };
}
