import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageActions } from '@/features/chat/components/message-item';
import { MessageList } from '@/features/chat/components/message-list';
import type { ClientMessage } from '@/features/chat/utils/chat-message';

/** jsdom has no ResizeObserver; the list only needs it to exist. */
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  // jsdom lays nothing out: the list's window gets the height of a laptop's chat column, each message
  // the height of a short one.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const messages: ClientMessage[] = Array.from({ length: 200 }, (_, index) => ({
  id: `m-${index + 1}`,
  role: index % 2 === 0 ? 'user' : 'assistant',
  content: `Message number ${index + 1}`,
  timestamp: '2025-01-05T15:04:00.000Z',
}));

const actions: MessageActions = {
  onCopy: vi.fn(),
  onStartEdit: vi.fn(),
  onCancelEdit: vi.fn(),
  onSubmitEdit: vi.fn(),
  onSave: vi.fn(),
  onRegenerate: vi.fn(),
  onSelectVersion: vi.fn(),
};

describe('<MessageList>', () => {
  it('opens a long chat at its end: its first render holds the last messages, not the first ones', () => {
    render(
      <MessageList
        messages={messages}
        footer={null}
        editingId={null}
        canEdit={() => false}
        canRegenerate={() => false}
        isSaved={() => false}
        actions={actions}
        stickSignal={null}
      />,
    );

    expect(screen.getByText('Message number 200')).toBeDefined();
    expect(screen.queryByText('Message number 1')).toBeNull();
  });
});
