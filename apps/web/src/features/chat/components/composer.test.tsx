import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '@/features/chat/components/composer';

afterEach(cleanup);

function renderComposer(props: { loading?: boolean; sent?: boolean } = {}) {
  const onSend = vi.fn((_text: string) => Promise.resolve(props.sent ?? true));
  render(
    <Composer
      placeholder="Ask about Northwind Coffee..."
      loading={props.loading ?? false}
      running={false}
      stopping={false}
      specialists={null}
      onSend={onSend}
      onStop={() => undefined}
    />,
  );
  return { onSend, user: userEvent.setup(), box: screen.getByRole('textbox', { name: 'Message' }) };
}

describe('<Composer>', () => {
  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const { onSend, user, box } = renderComposer();
    expect(box.getAttribute('placeholder')).toBe('Ask about Northwind Coffee...');

    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect((box as HTMLTextAreaElement).value).toBe('First line\nsecond line');

    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps Send disabled for blank text and while a reply is loading', async () => {
    const { onSend, user, box } = renderComposer({ loading: true });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(box, 'Hello{Enter}');
    expect(send).toHaveProperty('disabled', true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send whitespace', async () => {
    const { onSend, user, box } = renderComposer();
    await user.type(box, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it('puts the text back when the send failed, so nothing typed is lost', async () => {
    const { onSend, user, box } = renderComposer({ sent: false });
    await user.type(box, 'Draft three posts{Enter}');
    expect(onSend).toHaveBeenCalledWith('Draft three posts');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('Draft three posts'));
  });

  it("sends the Spanish search prompt from the 'Search Google' dialog, only for non-blank text", async () => {
    const { onSend, user } = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Google' });
    const submit = screen
      .getAllByRole('button', { name: 'Search' })
      .find((button) => dialog.contains(button));
    expect(submit).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('What do you want to search for?'), '  café trends  {Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]?.[0]).toContain('buscar en Google: "café trends"');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
