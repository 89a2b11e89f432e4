import type { ToolSet } from 'ai';
import { ChatCompletionsModel } from '../agents/chat-completions';
import {
  runTurn,
  type ChatModel,
  type TurnInput,
  type TurnResult,
  type TurnTimeouts,
} from '../agents/runtime';
import { countTokens, countToolCall, observeFirstWord, type ModelName } from './metrics';
import { inSpan } from './spans';

/** The provider and model a turn is sent to, as the AI SDK names them (the built-in one is brief/offline-demo). */
export function modelName(model: ChatModel): ModelName {
  const sdk = model instanceof ChatCompletionsModel ? model.sdk : model;
  return typeof sdk === 'string'
    ? { provider: 'gateway', model: sdk }
    : { provider: sdk.provider, model: sdk.modelId };
}

/** Each tool call becomes a child span of the model call, and is counted by tool and outcome. */
function observedTools(tools: ToolSet): ToolSet {
  return Object.fromEntries(
    Object.entries(tools).map(([name, tool]) => {
      const execute = tool.execute;
      if (execute === undefined) return [name, tool];
      return [
        name,
        {
          ...tool,
          execute: (input: unknown, options: Parameters<typeof execute>[1]) =>
            inSpan(`tool ${name}`, { 'gen_ai.tool.name': name }, async () => {
              try {
                const output: unknown = await execute(input, options);
                countToolCall(name, 'ok');
                return output;
              } catch (error) {
                countToolCall(name, 'error');
                throw error;
              }
            }),
        },
      ];
    }),
  );
}

/**
 * runTurn, observed: one `model.call` span (provider, model, token counts, time to first word; never the
 * prompt or the reply's text), the first word's delay and the tokens counted by provider and model.
 */
export function observedTurn(
  model: ChatModel,
  input: TurnInput,
  timeouts: TurnTimeouts,
): Promise<TurnResult> {
  const name = modelName(model);
  return inSpan(
    'model.call',
    { 'gen_ai.provider.name': name.provider, 'gen_ai.request.model': name.model },
    async (span) => {
      const started = performance.now();
      let firstWordMs: number | undefined;
      const turn = await runTurn(
        model,
        {
          ...input,
          tools: observedTools(input.tools),
          onDelta: (text) => {
            if (firstWordMs === undefined && text.trim() !== '') {
              firstWordMs = performance.now() - started;
              observeFirstWord(name, firstWordMs / 1000);
              span.setAttribute('brief.first_word_ms', Math.round(firstWordMs));
            }
            input.onDelta?.(text);
          },
        },
        timeouts,
      );
      const { inputTokens, outputTokens } = turn.usage;
      countTokens(name, { input: inputTokens, output: outputTokens });
      if (inputTokens !== null) span.setAttribute('gen_ai.usage.input_tokens', inputTokens);
      if (outputTokens !== null) span.setAttribute('gen_ai.usage.output_tokens', outputTokens);
      span.setAttribute('brief.stopped', turn.stopped);
      return turn;
    },
  );
}
