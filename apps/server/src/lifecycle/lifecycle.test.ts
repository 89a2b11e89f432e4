import { describe, expect, it } from 'vitest';
import { createLifecycle } from './lifecycle';

describe('lifecycle', () => {
  it('takes new work until a drain begins, and takes none from that moment, before its steps end', async () => {
    const lifecycle = createLifecycle();
    let finish: () => void = () => {};
    lifecycle.onDrain(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(lifecycle.draining).toBe(false);
    const drained = lifecycle.drain();
    expect(lifecycle.draining).toBe(true);
    finish();
    expect(await drained).toEqual([]);
  });

  it('runs its steps together, once, and reports the ones that failed after all have ended', async () => {
    const lifecycle = createLifecycle();
    const started: string[] = [];
    const ended: string[] = [];
    const step = (name: string, ms: number, failure?: Error) => async () => {
      started.push(name);
      await new Promise((resolve) => setTimeout(resolve, ms));
      ended.push(name);
      if (failure !== undefined) throw failure;
    };
    const broken = new Error('the queue is unreachable');
    lifecycle.onDrain(step('replies', 40));
    lifecycle.onDrain(step('indexing', 10, broken));
    const first = lifecycle.drain();
    expect(started).toEqual(['replies', 'indexing']);
    expect(lifecycle.drain()).toBe(first);
    expect(await first).toEqual([broken]);
    expect(ended).toEqual(['indexing', 'replies']);
    expect(started).toHaveLength(2);
  });
});
