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
};

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
          // Text written before a tool call and the answer after it are separate paragraphs.
          if (text !== '' && !text.endsWith('\n\n')) {
            const separator = text.endsWith('\n') ? '\n' : '\n\n';
            text += separator;
            input.onDelta?.(separator);
          }
          break;
        case 'text-delta':
          text += part.text;
          input.onDelta?.(part.text);
          break;
        case 'tool-call':
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

/** A short single answer (follow-ups, titles): no tools, bounded time, failures thrown as ModelFailure. */
export async function completeText(
  model: ChatModel,
  request: { system: string; prompt: string },
  timeoutMs: number,
): Promise<string> {
  try {
    const result = await generateText({
      model: model instanceof ChatCompletionsModel ? model.sdk : model,
      system: request.system,
      prompt: request.prompt,
      maxRetries: MAX_RETRIES,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    return result.text;
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new ModelFailure('timeout', { cause: error });
    }
    throw new ModelFailure('provider', { cause: error });
  }
}
