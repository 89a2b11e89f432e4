import type { IncomingMessage } from 'node:http';
import type { LanguageModel, ModelMessage, ToolSet, UserModelMessage } from 'ai';
import {
  type ChatCompletionsEndpoint,
  ProviderError,
  postWithRetries,
  serverSentJson,
} from './chat-completions-http';
import { type WireMessage, toWireMessages } from './chat-completions-messages';
import { describeTools, parseArguments, runTool } from './chat-completions-tools';

/**
 * A turn against an OpenAI-compatible `POST {baseUrl}/chat/completions`, streamed over node's own http
 * client. It sends what the AI SDK's streamText sends through @ai-sdk/openai-compatible (the same
 * messages, tools, `stream_options` and one retry) and runs the same tool loop, without the SDK's stack of
 * web streams and per-chunk schema checks: in a burst of 50 chat starts those took a third of the
 * server's time before each first word. Titles and follow-ups still go through the SDK (`sdk`).
 */
export class ChatCompletionsModel {
  constructor(
    readonly endpoint: ChatCompletionsEndpoint,
    /** The same provider through the AI SDK, for the short non-streamed answers. */
    readonly sdk: LanguageModel,
  ) {}
}

/** What a turn yields: the part types of the SDK's `fullStream` the runtime reads, with the same fields. */
export type TurnPart =
  | { type: 'start-step' }
  | { type: 'text-delta'; text: string }
  | { type: 'tool-call'; toolName: string; input: unknown }
  | { type: 'tool-result'; toolName: string }
  | { type: 'tool-error'; toolName: string }
  | { type: 'error'; error: unknown }
  | { type: 'finish-step'; usage: StepTokens }
  | { type: 'finish'; totalUsage: { inputTokens: number | undefined; outputTokens: number | undefined } };

/** One step's tokens as the provider reported them (the fields of the SDK's usage the runtime reads). */
export type StepTokens = {
  inputTokens: number | undefined;
  outputTokens: number | undefined;
  inputTokenDetails: { cacheReadTokens: number | undefined };
};

export type ChatCompletionsTurn = {
  system: string;
  messages: readonly ModelMessage[];
  tools: ToolSet;
  /** Images tools opened, by tool call id: each goes to the model right after its step's tool results. */
  toolMedia?: ReadonlyMap<string, UserModelMessage>;
  abortSignal: AbortSignal;
  maxSteps: number;
  /** Retries of a refused request (408, 409, 429, 5xx or a lost connection) before anything streamed. */
  maxRetries: number;
};

/** One turn, step by step: text as it streams, each tool call run and answered, up to `maxSteps`. */
export async function* streamChatCompletions(
  endpoint: ChatCompletionsEndpoint,
  turn: ChatCompletionsTurn,
): AsyncGenerator<TurnPart> {
  const tools = await describeTools(turn.tools);
  const conversation: WireMessage[] = [
    { role: 'system', content: turn.system },
    ...turn.messages.flatMap(toWireMessages),
  ];
  let inputTokens: number | undefined;
  let outputTokens: number | undefined;
  for (let step = 0; step < turn.maxSteps; step += 1) {
    yield { type: 'start-step' };
    const body = JSON.stringify({
      model: endpoint.model,
      messages: conversation,
      ...(tools.length === 0 ? {} : { tools, tool_choice: 'auto' }),
      stream: true,
      stream_options: { include_usage: true },
    });
    let response: IncomingMessage;
    try {
      response = await postWithRetries(endpoint, body, turn);
    } catch (error) {
      yield { type: 'error', error };
      return;
    }
    let text = '';
    let finished = false;
    const used: StepTokens = {
      inputTokens: undefined,
      outputTokens: undefined,
      inputTokenDetails: { cacheReadTokens: undefined },
    };
    const calls: { id: string; name: string; arguments: string }[] = [];
    try {
      for await (const chunk of serverSentJson(response)) {
        if (chunk.error !== undefined) {
          throw new ProviderError(chunk.error.message ?? 'The provider sent an error', undefined, false);
        }
        if (chunk.usage != null) {
          used.inputTokens = sum(used.inputTokens, chunk.usage.prompt_tokens);
          used.outputTokens = sum(used.outputTokens, chunk.usage.completion_tokens);
          used.inputTokenDetails.cacheReadTokens = sum(
            used.inputTokenDetails.cacheReadTokens,
            chunk.usage.prompt_tokens_details?.cached_tokens,
          );
        }
        const choice = chunk.choices?.[0];
        if (choice == null) continue;
        if (choice.finish_reason != null) finished = true;
        const delta = choice.delta;
        if (delta == null) continue;
        const written = contentText(delta.content);
        if (written !== '') {
          text += written;
          yield { type: 'text-delta', text: written };
        }
        for (const piece of delta.tool_calls ?? []) {
          const index = piece.index ?? calls.length;
          const call = (calls[index] ??= { id: '', name: '', arguments: '' });
          if (piece.id) call.id = piece.id;
          if (piece.function?.name) call.name = piece.function.name;
          call.arguments += piece.function?.arguments ?? '';
        }
      }
    } catch (error) {
      response.destroy();
      yield { type: 'error', error };
      return;
    }
    if (!finished) {
      yield {
        type: 'error',
        error: new ProviderError('The stream ended without a finish reason', undefined, false),
      };
      return;
    }
    inputTokens = sum(inputTokens, used.inputTokens);
    outputTokens = sum(outputTokens, used.outputTokens);
    const asked = calls
      .filter((call) => call.name !== '')
      .map((call, index) => ({ ...call, id: call.id || `call-${step}-${index}` }));
    if (asked.length === 0) {
      yield { type: 'finish-step', usage: used };
      break;
    }
    conversation.push({
      role: 'assistant',
      content: text === '' ? null : text,
      tool_calls: asked.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    });
    // The step's calls run at once (as the SDK runs them); their answers go back in the calls' order.
    const outcomes = asked.map((call) => {
      const input = parseArguments(call.arguments);
      const outcome = runTool(turn.tools[call.name], call.name, input, {
        toolCallId: call.id,
        messages: [...turn.messages],
        abortSignal: turn.abortSignal,
        available: Object.keys(turn.tools),
      });
      return { call, input, outcome };
    });
    for (const { call, input } of outcomes)
      yield { type: 'tool-call', toolName: call.name, input: input.ok ? input.value : call.arguments };
    // The request is over once its calls are known: what it used does not wait for the tools.
    yield { type: 'finish-step', usage: used };
    for (const { call, outcome } of outcomes) {
      const { ok, content } = await outcome;
      yield { type: ok ? 'tool-result' : 'tool-error', toolName: call.name };
      conversation.push({ role: 'tool', tool_call_id: call.id, content });
    }
    // The images the tools opened follow all of the step's answers (the answers must follow their calls).
    for (const { call } of outcomes) {
      const image = turn.toolMedia?.get(call.id);
      if (image !== undefined) conversation.push(...toWireMessages(image));
    }
  }
  yield { type: 'finish', totalUsage: { inputTokens, outputTokens } };
}

const sum = (total: number | undefined, add: number | null | undefined) =>
  add == null ? total : (total ?? 0) + add;

function contentText(content: string | { type: string; text?: string }[] | null | undefined): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join('');
}
