import {
  generateText,
  stepCountIs,
  streamText,
  type LanguageModel,
  type ModelMessage,
  type ToolSet,
  type UserModelMessage,
} from 'ai';
import type { ChatEvent, ToolStep } from '@brief/contract/chats';
import { estimateTokens } from '../costs/money';
import { ChatCompletionsModel, streamChatCompletions } from './chat-completions';

/** A model as the runtime takes it: the AI SDK's, or an OpenAI-compatible endpoint it streams itself. */
export type ChatModel = LanguageModel | ChatCompletionsModel;

export type TurnTimeouts = { totalMs: number; chunkMs: number };

export type TurnInput = {
  system: string;
  history: ModelMessage[];
  tools: ToolSet;
  /**
   * Images tools opened during the turn, by tool call id (filled by the tools as they run). Each goes to
   * the model as a user message right after that call's result: chat APIs take images from users only.
   */
  toolMedia?: ReadonlyMap<string, UserModelMessage>;
  /** Aborted by a stop call: the turn ends and keeps what was written. */
  stopSignal: AbortSignal;
  onDelta?: (text: string) => void;
  onTool?: (step: ToolStep) => void;
  /**
   * Each request to the model as it ends, with what it used: the first answers the question, each later
   * one follows a tool call. Also a stopped or failed step that had begun to answer, estimated.
   */
  onStep?: (step: StepUsage) => void;
};

/** What one request of a turn used: the provider's figures, or an estimate (`estimated`) where it gave none. */
export type StepUsage = {
  /** 0 for the answer to the question, then 1, 2… for the requests that follow tool calls. */
  index: number;
  inputTokens: number;
  outputTokens: number;
  cachedInputTokens: number;
  estimated: boolean;
};

/** A step's usage from the provider's figures, each missing one estimated from what was sent and written. */
function stepUsage(
  index: number,
  reported: { inputTokens: number | undefined; outputTokens: number | undefined; cached: number | undefined },
  sentCharacters: number,
  writtenCharacters: number,
): StepUsage {
  return {
    index,
    inputTokens: reported.inputTokens ?? estimateTokens(sentCharacters),
    outputTokens: reported.outputTokens ?? estimateTokens(writtenCharacters),
    cachedInputTokens: reported.cached ?? 0,
    estimated: reported.inputTokens === undefined || reported.outputTokens === undefined,
  };
}

export type TurnResult = {
  text: string;
  events: ChatEvent[];
  stopped: boolean;
  usage: { inputTokens: number | null; outputTokens: number | null };
};

/** The model failed, timed out or answered nonsense; nothing of the turn may be stored. */
export class ModelFailure extends Error {
  constructor(
    readonly reason: 'timeout' | 'provider',
    options: { cause?: unknown } = {},
  ) {
    super(
      reason === 'timeout' ? 'The language model did not answer in time' : 'The language model failed',
      options,
    );
    this.name = 'ModelFailure';
  }
}

const MAX_STEPS = 5;
/** Retries of a refused model request (408, 409, 429, 5xx, a lost connection) before it fails. */
const MAX_RETRIES = 1;

/**
 * One assistant turn: streams the model's answer (with tool calls in between) and collects it. A stop
 * ends it early with the text so far; a failure or timeout throws ModelFailure and keeps nothing.
 */
export async function runTurn(
  model: ChatModel,
  input: TurnInput,
  timeouts: TurnTimeouts,
): Promise<TurnResult> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeouts.totalMs);
  let lastChunk = Date.now();
  const idle = setInterval(
    () => {
      if (Date.now() - lastChunk > timeouts.chunkMs) timeout.abort();
    },
    Math.min(1000, timeouts.chunkMs),
  );
  const events: ChatEvent[] = [];
  let text = '';
  let failure: unknown = null;
  let usage: TurnResult['usage'] = { inputTokens: null, outputTokens: null };
  // What each step was sent and has written, for estimates where the provider gives no figures.
  const promptCharacters = input.system.length + JSON.stringify(input.history).length;
  let steps = 0;
  let stepOpen = false;
  let stepSent = 0;
  let stepWritten = 0;
  const endStep = (reported: Parameters<typeof stepUsage>[1]) => {
    if (!stepOpen) return;
    stepOpen = false;
    input.onStep?.(stepUsage(steps - 1, reported, stepSent, stepWritten));
  };

  try {
    const abortSignal = AbortSignal.any([input.stopSignal, timeout.signal]);
    const parts =
      model instanceof ChatCompletionsModel
        ? streamChatCompletions(model.endpoint, {
            system: input.system,
            messages: input.history,
            tools: input.tools,
            ...(input.toolMedia === undefined ? {} : { toolMedia: input.toolMedia }),
            abortSignal,
            maxSteps: MAX_STEPS,
            maxRetries: MAX_RETRIES,
          })
        : streamText({
            model,
            system: input.system,
            messages: input.history,
            tools: input.tools,
            stopWhen: stepCountIs(MAX_STEPS),
            prepareStep: ({ messages }) =>
              input.toolMedia === undefined || input.toolMedia.size === 0
                ? {}
                : { messages: withToolMedia(messages, input.toolMedia) },
            maxRetries: MAX_RETRIES,
            abortSignal,
            // Failures arrive as 'error' parts below; the SDK's default handler would print the whole request.
            onError: () => {},
          }).fullStream;
    for await (const part of parts) {
      if (part.type === 'text-delta' || part.type === 'tool-call' || part.type === 'tool-result')
        lastChunk = Date.now();
      // After a failure nothing more reaches the client: the turn will be refused and not stored.
      if (failure !== null) continue;
      switch (part.type) {
        case 'start-step':
          endStep({ inputTokens: undefined, outputTokens: undefined, cached: undefined });
          steps += 1;
          stepOpen = true;
          stepSent = promptCharacters + text.length;
          stepWritten = 0;
          // Text written before a tool call and the answer after it are separate paragraphs.
          if (text !== '' && !text.endsWith('\n\n')) {
            const separator = text.endsWith('\n') ? '\n' : '\n\n';
            text += separator;
            input.onDelta?.(separator);
          }
          break;
        case 'text-delta':
          stepWritten += part.text.length;
          text += part.text;
          input.onDelta?.(part.text);
          break;
        case 'tool-call':
          stepWritten += JSON.stringify(part.input ?? null).length;
          events.push({ type: 'tool-call', data: { toolName: part.toolName, input: part.input } });
          input.onTool?.({ name: part.toolName, state: 'call' });
          break;
        case 'tool-result':
          events.push({ type: 'tool-result', data: { toolName: part.toolName } });
          input.onTool?.({ name: part.toolName, state: 'result' });
          break;
        case 'tool-error':
          events.push({ type: 'tool-error', data: { toolName: part.toolName } });
          break;
        case 'error':
          failure = part.error;
          break;
        case 'finish-step':
          endStep({
            inputTokens: part.usage.inputTokens,
            outputTokens: part.usage.outputTokens,
            cached: part.usage.inputTokenDetails.cacheReadTokens,
          });
          break;
        case 'finish':
          usage = {
            inputTokens: part.totalUsage.inputTokens ?? null,
            outputTokens: part.totalUsage.outputTokens ?? null,
          };
          break;
        default:
          break;
      }
    }
  } catch (error) {
    failure = error;
  } finally {
    clearTimeout(timer);
    clearInterval(idle);
  }
  // A step cut off (stopped, failed, timed out) counts what it had written; one refused before it
  // answered anything cost nothing, unless the user stopped it while the model was reading.
  if (stepOpen && (stepWritten > 0 || input.stopSignal.aborted))
    endStep({ inputTokens: undefined, outputTokens: undefined, cached: undefined });

  const stopped = input.stopSignal.aborted;
  if (!stopped && timeout.signal.aborted) throw new ModelFailure('timeout');
  if (!stopped && failure !== null) throw new ModelFailure('provider', { cause: failure });
  events.push({ type: 'message', data: { role: 'model', text, content: text } });
  return { text, events, stopped, usage };
}

/** The messages with each tool result that opened an image followed by that image. */
function withToolMedia(
  messages: readonly ModelMessage[],
  media: ReadonlyMap<string, UserModelMessage>,
): ModelMessage[] {
  return messages.flatMap((message): ModelMessage[] => {
    if (message.role !== 'tool') return [message];
    const shown = message.content.flatMap((part) => {
      const image = part.type === 'tool-result' ? media.get(part.toolCallId) : undefined;
      return image === undefined ? [] : [image];
    });
    return [message, ...shown];
  });
}

/**
 * A short single answer (follow-ups, titles): no tools, bounded time, failures thrown as ModelFailure.
 * `onUsage` hears what the answer used (a failed one: nothing, it gave no answer).
 */
export async function completeText(
  model: ChatModel,
  request: { system: string; prompt: string },
  timeoutMs: number,
  onUsage?: (usage: StepUsage) => void,
): Promise<string> {
  try {
    const result = await generateText({
      model: model instanceof ChatCompletionsModel ? model.sdk : model,
      system: request.system,
      prompt: request.prompt,
      maxRetries: MAX_RETRIES,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    onUsage?.(
      stepUsage(
        0,
        {
          inputTokens: result.usage.inputTokens,
          outputTokens: result.usage.outputTokens,
          cached: result.usage.inputTokenDetails.cacheReadTokens,
        },
        request.system.length + request.prompt.length,
        result.text.length,
      ),
    );
    return result.text;
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new ModelFailure('timeout', { cause: error });
    }
    throw new ModelFailure('provider', { cause: error });
  }
}
