import { memoryPaths } from '@brief/contract/customer-memory';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageItem, type MessageActions } from '@/features/chat/components/message-item';
import { RememberDialog } from '@/features/chat/components/remember-dialog';
import type { FactProposal } from '@/features/chat/hooks/use-remember-fact';
import type { ClientMessage } from '@/features/chat/utils/chat-message';
import * as toasts from '@/hooks/use-toast';
import { showLanguage } from '@/i18n/core';
import { ApiError, apiClient } from '@/lib/api-client';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await showLanguage('en');
});

const proposal: FactProposal = {
  customerId: 'cust-1',
  customerName: 'Northwind Coffee',
  chatId: 'chat-1',
  messageId: 'm-2',
  text: 'Northwind roasts on Tuesdays.',
};

function renderDialog(shown: FactProposal = proposal) {
  const onClose = vi.fn();
  const toast = vi
    .spyOn(toasts, 'toast')
    .mockReturnValue({ id: '1', dismiss: () => undefined, update: () => undefined });
  render(<RememberDialog userId="u1" proposal={shown} onClose={onClose} />, {
    wrapper: queryWrapper(createTestQueryClient()),
  });
  return { onClose, toast };
}

describe('<RememberDialog>', () => {
  it('proposes the edited fact with its chat and reply, says so and closes', async () => {
    const request = vi.spyOn(apiClient, 'request').mockResolvedValue({ id: 'f1', status: 'proposed' });
    const { onClose, toast } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Remember for Northwind Coffee' })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Fact' });
    expect((field as HTMLTextAreaElement).value).toBe(proposal.text);
    expect(screen.getByText('29 / 2,000')).toBeTruthy();

    const user = userEvent.setup();
    await user.type(field, ' And Fridays.');
    expect(screen.getByText('42 / 2,000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Propose' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith(memoryPaths.user('u1', 'cust-1'), {
      method: 'POST',
      body: { text: 'Northwind roasts on Tuesdays. And Fridays.', chatId: 'chat-1', messageId: 'm-2' },
      schema: expect.anything() as unknown,
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Proposed to the team’s lead' });
  });

  it('refuses a fact over 2,000 characters before sending it', async () => {
    const request = vi.spyOn(apiClient, 'request');
    renderDialog({ ...proposal, text: 'x'.repeat(2_001) });
    expect(screen.getByText('At most 2,000 characters.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Fact' }).getAttribute('aria-invalid')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Propose' }));
    expect(request).not.toHaveBeenCalled();
  });

  it('words a refusal from its code and stays open', async () => {
    vi.spyOn(apiClient, 'request').mockRejectedValue(new ApiError(404, 'not_found', 'Chat not found'));
    const { onClose, toast } = renderDialog();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Propose' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This chat is no longer available to propose from.',
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('says it in Spanish', async () => {
    await showLanguage('es');
    vi.spyOn(apiClient, 'request').mockResolvedValue({ id: 'f1', status: 'proposed' });
    const { toast } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Recordar para Northwind Coffee' })).toBeTruthy();
    expect(screen.getByText('29 / 2000')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Proponer' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Propuesto al líder del equipo' }));
  });
});

describe('<MessageItem> Remember for {customer}', () => {
  const reply: ClientMessage = {
    id: 'm-2',
    role: 'assistant',
    content: 'Northwind roasts on **Tuesdays**. Its shop opens at 7.\n\nSuggestions:\n- Ask more?',
    timestamp: '2025-01-05T15:04:00.000Z',
    replyStatus: 'done',
  };
  const withRemember = (onRemember: NonNullable<MessageActions['remember']>['onRemember']) => ({
    onCopy: vi.fn(),
    onStartEdit: vi.fn(),
    onCancelEdit: vi.fn(),
    onSubmitEdit: vi.fn(),
    onSave: vi.fn(),
    remember: { customerName: 'Northwind Coffee', onRemember },
  });

  it('proposes the whole reply as shown when nothing in it is selected', async () => {
    const onRemember = vi.fn();
    render(<MessageItem message={reply} actions={withRemember(onRemember)} />);
    await screen.findByText('Tuesdays');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remember for Northwind Coffee' }));
    expect(onRemember).toHaveBeenCalledWith(reply, 'Northwind roasts on Tuesdays. Its shop opens at 7.');
  });

  it('proposes what is selected in the reply', async () => {
    const onRemember = vi.fn();
    render(<MessageItem message={reply} actions={withRemember(onRemember)} />);
    const words = await screen.findByText('Tuesdays');
    const range = document.createRange();
    range.selectNodeContents(words);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remember for Northwind Coffee' }));
    expect(onRemember).toHaveBeenCalledWith(reply, 'Tuesdays');
  });

  it('is not offered on a shared chat, nor without a customer', () => {
    render(<MessageItem message={reply} readOnly actions={withRemember(vi.fn())} />);
    expect(screen.queryByRole('button', { name: /Remember for/ })).toBeNull();
    cleanup();
    render(<MessageItem message={reply} actions={{ ...withRemember(vi.fn()), remember: undefined }} />);
    expect(screen.queryByRole('button', { name: /Remember for/ })).toBeNull();
  });
});
