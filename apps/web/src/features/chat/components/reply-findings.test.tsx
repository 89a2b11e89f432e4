import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageItem, type MessageActions } from '@/features/chat/components/message-item';
import type { ClientMessage } from '@/features/chat/utils/chat-message';
import { showLanguage } from '@/i18n/core';

afterEach(async () => {
  cleanup();
  await showLanguage('en');
});

const content = 'Our cheap blend suits cheap offices.';
const reply: ClientMessage = {
  id: 'm-2',
  role: 'assistant',
  content,
  timestamp: '2025-01-05T15:04:00.000Z',
  replyStatus: 'done',
  ruleFindings: [
    { term: 'cheap', instead: 'affordable', index: content.indexOf('cheap'), length: 5 },
    { term: 'cheap', instead: null, index: content.lastIndexOf('cheap'), length: 5 },
  ],
};

function actions(): MessageActions {
  return {
    onCopy: vi.fn(),
    onStartEdit: vi.fn(),
    onCancelEdit: vi.fn(),
    onSubmitEdit: vi.fn(),
    onSave: vi.fn(),
    onRegenerate: vi.fn(),
  };
}

describe('<MessageItem> brand-rule findings', () => {
  it('underlines each finding with its rule, counts them, and rewrites the last reply without them', async () => {
    const handlers = actions();
    render(<MessageItem message={reply} canRegenerate actions={handlers} />);
    const marks = await screen.findAllByTestId('rule-finding');
    expect(marks.map((mark) => mark.textContent)).toEqual(['cheap', 'cheap']);

    const footer = screen.getByTestId('reply-findings');
    expect(footer.textContent).toContain('2 brand-rule findings');
    await userEvent.setup().click(within(footer).getByRole('button', { name: 'Rewrite without them' }));
    expect(handlers.onRegenerate).toHaveBeenCalledWith(reply, { withoutFindings: true });
  });

  it('says the rule in the tooltip: the instead when there is one, else what to avoid', async () => {
    render(<MessageItem message={reply} actions={actions()} />);
    const user = userEvent.setup();
    const [first, second] = await screen.findAllByTestId('rule-finding');
    await user.click(first!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Brand rule: write “affordable” instead of “cheap”',
    );
    await user.keyboard('{Escape}');
    await user.click(second!);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Brand rule: avoid “cheap”');
  });

  it('only counts them on an older reply, and on a shared chat’s', async () => {
    render(<MessageItem message={reply} actions={actions()} />);
    expect((await screen.findByTestId('reply-findings')).textContent).toBe('2 brand-rule findings');
    expect(screen.queryByRole('button', { name: 'Rewrite without them' })).toBeNull();
    cleanup();
    render(<MessageItem message={reply} canRegenerate readOnly actions={actions()} />);
    expect(screen.queryByRole('button', { name: 'Rewrite without them' })).toBeNull();
  });

  it('shows nothing for a reply without findings (the shared view gets none)', async () => {
    render(<MessageItem message={{ ...reply, ruleFindings: undefined }} canRegenerate actions={actions()} />);
    expect(await screen.findByText(content)).toBeTruthy();
    expect(screen.queryByTestId('reply-findings')).toBeNull();
    expect(screen.queryByTestId('rule-finding')).toBeNull();
  });

  it('says it in Spanish', async () => {
    await showLanguage('es');
    render(
      <MessageItem
        message={{ ...reply, ruleFindings: reply.ruleFindings?.slice(0, 1) }}
        canRegenerate
        actions={actions()}
      />,
    );
    const footer = await screen.findByTestId('reply-findings');
    expect(footer.textContent).toContain('1 hallazgo de reglas de marca');
    expect(within(footer).getByRole('button', { name: 'Reescribir sin ellos' })).toBeTruthy();
    await userEvent.setup().click(await screen.findByTestId('rule-finding'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Regla de marca: escribe «affordable» en lugar de «cheap»',
    );
  });
});
