import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proposeChatTitle } from '@/lib/suggested-title';
import { ChatActions } from '@/features/library/components/chat-actions';
import { ApiError, apiClient } from '@/lib/api-client';
import { logger } from '@/lib/logger';
import { ToastList } from '@/testing/toast-list';

afterEach(cleanup);

function renderRow(onRename = vi.fn<(name: string) => void>()) {
  render(
    <>
      <ChatActions
        title="Old title"
        favorite={false}
        onToggleFavorite={() => undefined}
        onRename={onRename}
        onPropose={() => proposeChatTitle('u1', 'chat-1')}
      />
      <ToastList />
    </>,
  );
  return onRename;
}

async function openRenameDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Rename Old title' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rename Chat' });
  return { user, dialog };
}

describe('the library row rename dialog', () => {
  it('asks the model for a title with Propose Title from AI and renames the chat to it', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue({ suggested_title: ' Q3 Launch Plan ' });
    const onRename = renderRow();
    const { user, dialog } = await openRenameDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Propose Title from AI' }));

    const field = within(dialog).getByLabelText('Chat Title');
    await vi.waitFor(() => expect(field).toHaveProperty('value', 'Q3 Launch Plan'));
    expect(request).toHaveBeenCalledWith('/api/users/u1/chats/chat-1/suggested_title', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(onRename).toHaveBeenCalledWith('Q3 Launch Plan');
  });

  it('says why no title can be proposed (the reason the server named), keeping the typed title', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    vi.spyOn(apiClient, 'request').mockRejectedValue(
      new ApiError(502, 'upstream', 'Bad gateway', 'The model is not reachable', null, {
        reason: 'model_unavailable',
      }),
    );
    renderRow();
    const { user, dialog } = await openRenameDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Propose Title from AI' }));

    expect(
      await screen.findByText('The language model is not available right now. Please try again.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Chat Title')).toHaveProperty('value', 'Old title');
  });

  it('says so when the model proposes nothing', async () => {
    vi.spyOn(apiClient, 'request').mockResolvedValue('');
    renderRow();
    const { user, dialog } = await openRenameDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Propose Title from AI' }));

    expect(await screen.findByText('No title suggestion received from API')).toBeTruthy();
  });

  it('refuses an empty title', async () => {
    const onRename = renderRow();
    const { user, dialog } = await openRenameDialog();

    await user.clear(within(dialog).getByLabelText('Chat Title'));
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));

    expect(within(dialog).getByText('Chat title cannot be empty')).toBeTruthy();
    expect(onRename).not.toHaveBeenCalled();
  });
});
