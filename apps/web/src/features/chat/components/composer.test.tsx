import type { AutomaticPrompt } from '@brief/contract/chats';
import { uploadPrompt } from '@brief/contract/files';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '@/features/chat/components/composer';
import type { ComposerAttachment } from '@/features/chat/hooks/use-chat-attachments';
import { createStoredFile } from '@/testing/files';

afterEach(cleanup);

function renderComposer(
  props: {
    loading?: boolean;
    sent?: boolean;
    webSearch?: boolean;
    attachments?: readonly ComposerAttachment[];
    initialText?: string;
    refusal?: string;
  } = {},
) {
  const onSend = vi.fn((_text: string, _automatic?: AutomaticPrompt) => Promise.resolve(props.sent ?? true));
  const onAttach = vi.fn((_files: File[]) => undefined);
  const onRemoveAttachment = vi.fn((_key: string) => undefined);
  const onRetryAttachment = vi.fn((_key: string) => undefined);
  const onTextChange = vi.fn((_text: string) => undefined);
  const element = (attachments = props.attachments) => (
    <Composer
      placeholder="Ask about Northwind Coffee..."
      loading={props.loading ?? false}
      running={false}
      stopping={false}
      refusal={props.refusal}
      specialists={null}
      webSearch={props.webSearch ?? true}
      attachments={attachments}
      onAttach={onAttach}
      onRemoveAttachment={onRemoveAttachment}
      onRetryAttachment={onRetryAttachment}
      onSend={onSend}
      onStop={() => undefined}
      initialText={props.initialText}
      onTextChange={onTextChange}
    />
  );
  const { rerender } = render(element());
  return {
    onSend,
    onTextChange,
    onAttach,
    onRemoveAttachment,
    onRetryAttachment,
    /** Renders again with other attachments, as the page does when an upload moves on. */
    showAttachments: (attachments: readonly ComposerAttachment[]) => rerender(element(attachments)),
    user: userEvent.setup(),
    box: screen.getByRole('textbox', { name: 'Message' }),
  };
}

/** A file in the composer; uploaded ones carry their stored file. */
function attachment(
  name: string,
  status: ComposerAttachment['status'],
  fields: Partial<ComposerAttachment> = {},
): ComposerAttachment {
  const type = name.endsWith('.png') ? 'image/png' : 'application/pdf';
  return {
    key: `key-${name}`,
    chatId: 'chat-1',
    name,
    size: 2048,
    type,
    file: new File([new Uint8Array(2048)], name, { type }),
    status,
    progress: status === 'uploaded' ? 1 : 0.4,
    stored:
      status === 'uploaded'
        ? createStoredFile({ id: `id-${name}`, name, type, kind: type === 'image/png' ? 'image' : 'text' })
        : null,
    error: null,
    target: { userId: 'u1', chatId: 'chat-1' },
    ...fields,
  };
}

describe('<Composer>', () => {
  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const { onSend, user, box } = renderComposer();
    expect(box.getAttribute('placeholder')).toBe('Ask about Northwind Coffee...');

    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect((box as HTMLTextAreaElement).value).toBe('First line\nsecond line');

    await user.type(box, '{Enter}');
    // Typed text is the user's own: no automatic flag.
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line', undefined);
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

  it('starts from a draft with the caret at its end, and reports every change of the text', async () => {
    const { onTextChange, onSend, user, box } = renderComposer({ initialText: 'Draft three' });
    const textarea = box as HTMLTextAreaElement;
    expect(textarea.value).toBe('Draft three');
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([11, 11]);

    await user.type(box, ' posts');
    expect(onTextChange).toHaveBeenLastCalledWith('Draft three posts');
    await user.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Draft three posts', undefined);
    // Sent: the draft is empty.
    expect(onTextChange).toHaveBeenLastCalledWith('');
  });

  it('puts the text back when the send failed, so nothing typed is lost', async () => {
    const { onSend, user, box } = renderComposer({ sent: false });
    await user.type(box, 'Draft three posts{Enter}');
    expect(onSend).toHaveBeenCalledWith('Draft three posts', undefined);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('Draft three posts'));
  });

  it('says why the last send was refused for a limit, above the text that came back', () => {
    const refusal =
      'You have asked for 20 replies in the last minute, as many as allowed. Try again in 42 seconds.';
    renderComposer({ refusal, initialText: 'Draft three posts' });
    expect(screen.getByRole('alert').textContent).toBe(refusal);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe(
      'Draft three posts',
    );
  });

  it("sends the Spanish search prompt from the 'Search Google' dialog, only for non-blank text", async () => {
    const { onSend, user } = renderComposer({ webSearch: true });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Google' });
    const submit = screen
      .getAllByRole('button', { name: 'Search' })
      .find((button) => dialog.contains(button));
    expect(submit).toHaveProperty('disabled', true);

    await user.type(screen.getByLabelText('What do you want to search for?'), '  café trends  {Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]?.[0]).toContain('buscar en Google: "café trends"');
    expect(onSend.mock.calls[0]?.[1]).toBe('search');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says web search is not set up, and offers no search, when the server has no provider', async () => {
    const { onSend, user } = renderComposer({ webSearch: false });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search Google' });
    expect(within(dialog).getByRole('note').textContent).toContain('Web search is not set up');
    await user.type(within(dialog).getByLabelText('What do you want to search for?'), 'café trends{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('<Composer> attachments', () => {
  it('hands picked files to the page', async () => {
    const { onAttach, user } = renderComposer();
    const files = [new File(['a'], 'a.pdf'), new File(['b'], 'b.csv')];
    await user.upload(screen.getByLabelText('Files to attach'), files);
    expect(onAttach).toHaveBeenCalledWith(files);
  });

  it('attaches pasted images and leaves pasted text alone', () => {
    const { onAttach, box } = renderComposer();
    const image = new File(['png'], 'image.png', { type: 'image/png' });
    fireEvent.paste(box, { clipboardData: { files: [image] } });
    expect(onAttach).toHaveBeenCalledWith([image]);
    fireEvent.paste(box, { clipboardData: { files: [] } });
    expect(onAttach).toHaveBeenCalledTimes(1);
  });

  it('shows each file with its name, size and upload progress, and removes or retries it', async () => {
    const { onRemoveAttachment, onRetryAttachment, user } = renderComposer({
      attachments: [attachment('brief.pdf', 'uploading'), attachment('logo.png', 'failed', { progress: 0 })],
    });
    const chips = within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'brief.pdf2 KB · Uploading 40%',
      'logo.png2 KB · Upload failed',
    ]);
    const progress = screen.getByRole('progressbar', { name: 'Uploading brief.pdf' });
    expect(progress.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.queryByRole('progressbar', { name: 'Uploading logo.png' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Remove brief.pdf' }));
    expect(onRemoveAttachment).toHaveBeenCalledWith('key-brief.pdf');
    await user.click(screen.getByRole('button', { name: 'Retry logo.png' }));
    expect(onRetryAttachment).toHaveBeenCalledWith('key-logo.png');
  });

  it("shows on a file's chip that the day's upload limit refused it", () => {
    const refusal =
      'This upload would go over your upload limit of 500 MB a day (2 MB left). Try again in 5 hours.';
    renderComposer({ attachments: [attachment('brief.pdf', 'failed', { refusal })] });
    const chip = screen.getByTestId('composer-attachment');
    expect(within(chip).getByRole('alert').textContent).toBe(refusal);
    expect(within(chip).getByRole('button', { name: 'Retry brief.pdf' })).toBeTruthy();
  });

  it("shows why an uploaded file's text was not read", () => {
    const notice = 'Its text was not read: reading it took longer than 15 seconds.';
    renderComposer({
      attachments: [
        attachment('scan.pdf', 'uploaded', {
          stored: createStoredFile({ id: 'id-scan', name: 'scan.pdf', kind: 'binary', notice }),
        }),
        attachment('brief.pdf', 'uploaded'),
      ],
    });
    const chips = within(screen.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      `scan.pdf2 KB · Ready${notice}`,
      'brief.pdf2 KB · Ready',
    ]);
  });

  it('never sends by itself: files wait as chips, and Send, once every upload is done, sends the automatic prompt, one line per file', async () => {
    const { onSend, showAttachments, user } = renderComposer({
      attachments: [attachment('brief.pdf', 'uploaded'), attachment('logo.png', 'uploading')],
    });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    showAttachments([attachment('brief.pdf', 'uploaded'), attachment('logo.png', 'uploaded')]);
    expect(onSend).not.toHaveBeenCalled();
    expect(send).toHaveProperty('disabled', false);

    await user.click(send);
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith(
      [
        uploadPrompt({ name: 'brief.pdf', kind: 'text' }),
        uploadPrompt({ name: 'logo.png', kind: 'image' }),
      ].join('\n'),
      'attachment',
    );
    expect(onSend.mock.calls[0]?.[0]).toContain('Analiza y describe la imagen');
  });

  it('waits for Send when the user has typed a message, and sends the text with the files', async () => {
    const { onSend, showAttachments, user, box } = renderComposer({
      attachments: [attachment('brief.pdf', 'uploading')],
    });
    await user.type(box, 'What are the key dates in this brief?');
    showAttachments([attachment('brief.pdf', 'uploaded')]);
    expect(onSend).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('What are the key dates in this brief?', undefined);
  });

  it('after a failed send the files wait for Send again, and nothing goes by itself', async () => {
    const { onSend, showAttachments, user, box } = renderComposer({ sent: false, attachments: [] });
    const files = [attachment('brief.pdf', 'uploaded')];
    showAttachments(files);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    // The failed send puts the prompt back into the composer; the page puts the files back.
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toContain('brief.pdf'));
    showAttachments([]);
    showAttachments(files);
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
