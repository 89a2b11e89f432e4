import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '@/lib/lazy-component';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** What a render shows on its first commit, before any promise has settled. */
function firstCommit(lazy: ReturnType<typeof lazyComponent<{ name: string }>>) {
  act(() => {
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <lazy.Component name="Ana" />
      </Suspense>,
    );
  });
  return screen.getByRole('paragraph').textContent;
}

describe('lazyComponent', () => {
  it('renders at once, with no fallback, when its code was preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const lazy = lazyComponent(load);

    await lazy.preload();

    expect(firstCommit(lazy)).toBe('Hello Ana');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback until its code arrives when shown first, loading it once', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const lazy = lazyComponent(load);

    expect(firstCommit(lazy)).toBe('Loading…');
    void lazy.preload();
    await act(async () => arrive(Greeting));

    expect(await screen.findByText('Hello Ana')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a download that failed again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce(Greeting);
    const lazy = lazyComponent(load);

    await expect(lazy.preload()).rejects.toThrow('network');
    await lazy.preload();

    expect(firstCommit(lazy)).toBe('Hello Ana');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
