import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { simulateReadableStream, tool } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runTurn, type StepUsage } from './runtime';

/** One request's answer: its parts, then a finish reporting `usage` (undefined: the provider says nothing). */
function answer(
  parts: LanguageModelV3StreamPart[],
  usage: { input: number; output: number; cached: number } | undefined,
  finish: 'stop' | 'tool-calls' = 'stop',
) {
  return {
    stream: simulateReadableStream<LanguageModelV3StreamPart>({
      chunks: [
        { type: 'stream-start', warnings: [] },
        ...parts,
        {
          type: 'finish',
          finishReason: { unified: finish, raw: finish },
          usage: {
            inputTokens: {
              total: usage?.input,
              noCache: usage === undefined ? undefined : usage.input - usage.cached,
              cacheRead: usage?.cached,
              cacheWrite: undefined,
            },
            outputTokens: { total: usage?.output, text: usage?.output, reasoning: undefined },
          },
        },
      ],
    }),
  };
}

const text = (words: string): LanguageModelV3StreamPart[] => [
  { type: 'text-start', id: 't' },
  { type: 'text-delta', id: 't', delta: words },
  { type: 'text-end', id: 't' },
];

const turnOf = (model: MockLanguageModelV3) => {
  const steps: StepUsage[] = [];
  const result = runTurn(
    model,
    {
      system: 'You answer.',
      history: [{ role: 'user', content: 'What is new?' }],
      tools: {
        look_up: tool({
          inputSchema: z.object({ word: z.string() }),
          execute: () => Promise.resolve('found'),
        }),
      },
      stopSignal: new AbortController().signal,
      onStep: (step) => steps.push(step),
    },
    { totalMs: 5000, chunkMs: 5000 },
  );
  return { steps, result };
};

describe('what each request of a turn used', () => {
  it("hears the provider's figures for the answer and for the request after a tool call", async () => {
    const model = new MockLanguageModelV3({
      doStream: [
        answer(
          [{ type: 'tool-call', toolCallId: 'c1', toolName: 'look_up', input: '{"word":"brand"}' }],
          { input: 100, output: 10, cached: 40 },
          'tool-calls',
        ),
        answer(text('Brand means trust.'), { input: 130, output: 5, cached: 100 }),
      ],
    });
    const { steps, result } = turnOf(model);
    await result;
    expect(steps).toEqual([
      { index: 0, inputTokens: 100, outputTokens: 10, cachedInputTokens: 40, estimated: false },
      { index: 1, inputTokens: 130, outputTokens: 5, cachedInputTokens: 100, estimated: false },
    ]);
  });

  it('estimates a request the provider gives no figures for, a token per four characters', async () => {
    const model = new MockLanguageModelV3({ doStream: [answer(text('Twelve chars'), undefined)] });
    const { steps, result } = turnOf(model);
    await result;
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ index: 0, outputTokens: 3, cachedInputTokens: 0, estimated: true });
    expect(steps[0]?.inputTokens).toBeGreaterThan(0);
  });
});
