import { describe, expect, it } from 'vitest';
import type { ClientToolCall } from '@/features/chat/utils/chat-message';
import { withToolStep } from '@/features/chat/utils/live-tool-calls';

const start = {
  name: 'ga4__run_report',
  state: 'call',
  id: 'c1',
  connector: 'GA4',
  tool: 'run_report',
} as const;

describe('withToolStep', () => {
  it('adds a connector call as running when it starts, and gives it its end and duration', () => {
    const running = withToolStep([], { ...start, status: 'running' });
    expect(running).toEqual([{ key: 'c1', connector: 'GA4', tool: 'run_report', status: 'running' }]);
    const ended = withToolStep(running, { ...start, state: 'result', status: 'timeout', durationMs: 30_000 });
    expect(ended).toEqual([
      { key: 'c1', connector: 'GA4', tool: 'run_report', status: 'timeout', durationMs: 30_000 },
    ]);
  });

  it('keeps the calls in the order they started, each ended on its own', () => {
    let calls: readonly ClientToolCall[] = [];
    calls = withToolStep(calls, start);
    calls = withToolStep(calls, { ...start, id: 'c2', tool: 'list_properties' });
    calls = withToolStep(calls, { ...start, state: 'result', status: 'failed', durationMs: 12 });
    expect(calls.map((call) => [call.tool, call.status])).toEqual([
      ['run_report', 'failed'],
      ['list_properties', 'running'],
    ]);
  });

  it("adds an end whose start was missed, and leaves Brief's own tools out", () => {
    const own = withToolStep([], { name: 'search_customer_knowledge', state: 'call' });
    expect(own).toEqual([]);
    expect(withToolStep(own, { ...start, state: 'result', status: 'done', durationMs: 800 })).toEqual([
      { key: 'c1', connector: 'GA4', tool: 'run_report', status: 'done', durationMs: 800 },
    ]);
  });
});
