import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageItem, type MessageActions } from '@/features/chat/components/message-item';
import type { ClientMessage } from '@/features/chat/utils/chat-message';

afterEach(cleanup);

const reply: ClientMessage = {
  id: 'm-2',
  role: 'assistant',
  content: 'Reach commuters at 7am.',
  timestamp: '2025-01-05T15:04:00.000Z',
};

function actions(): MessageActions {
  return {
    onCopy: vi.fn(),
    onStartEdit: vi.fn(),
    onCancelEdit: vi.fn(),
    onSubmitEdit: vi.fn(),
    onSave: vi.fn(),
  };
}

const saveButton = () => screen.queryByRole('button', { name: 'Save to bookmarks' });

describe('<MessageItem> save to bookmarks (spec §2 Message actions)', () => {
  it('saves a stored assistant reply', async () => {
    const handlers = actions();
    render(<MessageItem message={reply} actions={handlers} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save to bookmarks' }));
    expect(handlers.onSave).toHaveBeenCalledWith(reply);
    expect(saveButton()?.querySelector('[data-saved]')).toBeNull();
  });

  it('shows a saved reply as saved', () => {
    render(<MessageItem message={reply} saved actions={actions()} />);
    expect(saveButton()?.getAttribute('title')).toBe('Saved to bookmarks');
    expect(saveButton()?.querySelector('svg')?.getAttribute('class')).toContain('fill-current');
  });

  it('is not offered on a reply being written, a failed one or a user message', () => {
    render(<MessageItem message={{ ...reply, status: 'pending' }} streaming actions={actions()} />);
    expect(saveButton()).toBeNull();
    cleanup();
    render(<MessageItem message={{ ...reply, status: 'failed' }} actions={actions()} />);
    expect(saveButton()).toBeNull();
    cleanup();
    render(<MessageItem message={{ ...reply, role: 'user' }} actions={actions()} />);
    expect(saveButton()).toBeNull();
  });
});
