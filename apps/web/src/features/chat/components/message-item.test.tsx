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
    onRegenerate: vi.fn(),
    onSelectVersion: vi.fn(),
  };
}

const saveButton = () => screen.queryByRole('button', { name: 'Save to bookmarks' });

describe('<MessageItem> save to bookmarks', () => {
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

describe('<MessageItem> versions of a reply', () => {
  const versioned: ClientMessage = { ...reply, version: 2, versionCount: 2 };

  it('shows which version is shown and moves to the previous one', async () => {
    const handlers = actions();
    render(<MessageItem message={versioned} actions={handlers} />);
    expect(screen.getByText('2 / 2')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next version' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous version' }));
    expect(handlers.onSelectVersion).toHaveBeenCalledWith(versioned, 1);
  });

  it('cannot go before the first version', async () => {
    const handlers = actions();
    render(<MessageItem message={{ ...versioned, version: 1 }} actions={handlers} />);
    expect(screen.getByText('1 / 2')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous version' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next version' }));
    expect(handlers.onSelectVersion).toHaveBeenCalledWith({ ...versioned, version: 1 }, 2);
  });

  it('is not shown on a reply with one version', () => {
    render(<MessageItem message={{ ...reply, version: 1, versionCount: 1 }} actions={actions()} />);
    expect(screen.queryByRole('button', { name: 'Previous version' })).toBeNull();
    expect(screen.queryByText('1 / 1')).toBeNull();
  });
});

describe('<MessageItem> versions of an edited user message', () => {
  const edited: ClientMessage = {
    id: 'm-3',
    role: 'user',
    content: 'What are the goals for spring?',
    timestamp: '2025-01-05T15:04:00.000Z',
    version: 2,
    versionCount: 2,
  };
  const versions = () => screen.queryByRole('group', { name: 'Message versions' });

  it('shows which version is shown and goes back to the original', async () => {
    const handlers = actions();
    render(<MessageItem message={edited} canEdit actions={handlers} />);
    expect(versions()?.textContent).toBe('2 / 2');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next version' }).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Previous version' }));
    expect(handlers.onSelectVersion).toHaveBeenCalledWith(edited, 1);
  });

  it('is not shown on a message never edited, one being sent, or a chat that cannot choose', () => {
    render(<MessageItem message={{ ...edited, version: 1, versionCount: 1 }} actions={actions()} />);
    expect(versions()).toBeNull();
    cleanup();
    render(<MessageItem message={{ ...edited, status: 'pending' }} actions={actions()} />);
    expect(versions()).toBeNull();
    cleanup();
    render(<MessageItem message={edited} actions={{ ...actions(), onSelectVersion: undefined }} />);
    expect(versions()).toBeNull();
  });
});

describe('<MessageItem> Regenerate', () => {
  const regenerateButton = () => screen.queryByRole('button', { name: 'Regenerate' });

  it('writes the last reply again when it may', async () => {
    const handlers = actions();
    render(<MessageItem message={reply} canRegenerate actions={handlers} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(handlers.onRegenerate).toHaveBeenCalledWith(reply);
  });

  it('is not offered on another reply, a reply being written, a failed one or a user message', () => {
    render(<MessageItem message={reply} actions={actions()} />);
    expect(regenerateButton()).toBeNull();
    cleanup();
    render(<MessageItem message={{ ...reply, status: 'pending' }} canRegenerate actions={actions()} />);
    expect(regenerateButton()).toBeNull();
    cleanup();
    render(<MessageItem message={{ ...reply, status: 'failed' }} canRegenerate actions={actions()} />);
    expect(regenerateButton()).toBeNull();
    cleanup();
    render(<MessageItem message={{ ...reply, role: 'user' }} canRegenerate actions={actions()} />);
    expect(regenerateButton()).toBeNull();
  });
});

describe('<MessageItem> a stopped reply', () => {
  it('says it was stopped, under its text', () => {
    render(<MessageItem message={{ ...reply, replyStatus: 'stopped' }} actions={actions()} />);
    const mark = screen.getByText('Stopped');
    expect(mark.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Reach commuters at 7am.').compareDocumentPosition(mark)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('says nothing of a finished reply, nor of one being written', () => {
    render(<MessageItem message={{ ...reply, replyStatus: 'done' }} actions={actions()} />);
    expect(screen.queryByText('Stopped')).toBeNull();
    cleanup();
    render(
      <MessageItem message={{ ...reply, replyStatus: 'stopped', status: 'pending' }} actions={actions()} />,
    );
    expect(screen.queryByText('Stopped')).toBeNull();
  });
});

describe('<MessageItem> a reply cut short', () => {
  const textOf = () => screen.getByTestId('reply-text').textContent ?? '';

  it('shows a stopped reply’s open emphasis as emphasis, and no mark left hanging', async () => {
    render(
      <MessageItem
        message={{ ...reply, content: 'Reach **commuters at 7am** with **', replyStatus: 'stopped' }}
        actions={actions()}
      />,
    );
    expect((await screen.findByText('commuters at 7am')).tagName).toBe('STRONG');
    expect(textOf()).not.toContain('*');
    cleanup();
    render(
      <MessageItem
        message={{ ...reply, content: 'Reach **commuters', replyStatus: 'stopped' }}
        actions={actions()}
      />,
    );
    expect((await screen.findByText('commuters')).tagName).toBe('STRONG');
  });

  it('shows a reply being written the same way', async () => {
    render(
      <MessageItem
        message={{ ...reply, content: 'Keep the _tone', status: 'pending' }}
        streaming
        actions={actions()}
      />,
    );
    expect((await screen.findByText('tone')).tagName).toBe('EM');
    expect(textOf()).not.toContain('_');
  });

  it('leaves a finished reply as written', async () => {
    render(<MessageItem message={{ ...reply, content: 'Price: 2 * 3 **' }} actions={actions()} />);
    expect(await screen.findByText('Price: 2 * 3 **')).toBeTruthy();
  });
});
