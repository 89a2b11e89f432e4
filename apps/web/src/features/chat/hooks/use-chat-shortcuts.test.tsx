import { cleanup, fireEvent, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChatShortcuts, type ChatShortcutHandlers } from '@/features/chat/hooks/use-chat-shortcuts';

function handlers(running: boolean) {
  const stop = vi.fn();
  const all = {
    onNewChat: vi.fn(),
    onFocusComposer: vi.fn(),
    onStop: running ? stop : undefined,
    onPreviousChat: vi.fn(),
    onNextChat: vi.fn(),
  } satisfies ChatShortcutHandlers;
  return { ...all, stop };
}

afterEach(cleanup);

describe('useChatShortcuts', () => {
  it('starts a new chat, focuses the message box and moves between chats', () => {
    const h = handlers(false);
    renderHook(() => useChatShortcuts(h));
    fireEvent.keyDown(window, { key: 'O', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(window, { key: 'Escape', shiftKey: true });
    fireEvent.keyDown(window, { key: 'ArrowDown', altKey: true });
    fireEvent.keyDown(window, { key: 'ArrowUp', altKey: true });
    expect(h.onNewChat).toHaveBeenCalledOnce();
    expect(h.onFocusComposer).toHaveBeenCalledOnce();
    expect(h.onNextChat).toHaveBeenCalledOnce();
    expect(h.onPreviousChat).toHaveBeenCalledOnce();
  });

  it('stops a reply with Escape, also from the message box, and leaves Escape alone otherwise', () => {
    const { getByRole } = render(<textarea aria-label="Message" />);
    const box = getByRole('textbox');
    const idle = handlers(false);
    const { rerender, unmount } = renderHook((props: ChatShortcutHandlers) => useChatShortcuts(props), {
      initialProps: idle,
    });
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(true);

    const running = handlers(true);
    rerender(running);
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false);
    expect(running.stop).toHaveBeenCalledOnce();
    unmount();
  });

  it('leaves keys inside a dialog to the dialog', () => {
    const { getByRole } = render(
      <div role="dialog">
        <input aria-label="Chat Title" />
      </div>,
    );
    const h = handlers(true);
    renderHook(() => useChatShortcuts(h));
    fireEvent.keyDown(getByRole('textbox'), { key: 'Escape' });
    fireEvent.keyDown(getByRole('textbox'), { key: 'ArrowDown', altKey: true });
    expect(h.stop).not.toHaveBeenCalled();
    expect(h.onNextChat).not.toHaveBeenCalled();
  });

  it('ignores plain arrows and other combinations', () => {
    const h = handlers(true);
    renderHook(() => useChatShortcuts(h));
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    fireEvent.keyDown(window, { key: 'o', ctrlKey: true });
    expect(h.onNextChat).not.toHaveBeenCalled();
    expect(h.onNewChat).not.toHaveBeenCalled();
  });
});
