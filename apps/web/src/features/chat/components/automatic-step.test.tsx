import { uploadPrompt } from '@brief/contract/files';
import { cleanup, render as renderElement, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageItem, type MessageActions } from '@/features/chat/components/message-item';
import type { ClientMessage } from '@/features/chat/utils/chat-message';
import { initialPromptFor, searchPrompt } from '@/features/chat/utils/prompts';
import { createStoredFile } from '@/testing/files';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

afterEach(cleanup);

const render = (element: React.ReactElement) =>
  renderElement(element, { wrapper: queryWrapper(createTestQueryClient()) });
const stepText = () => screen.getByTestId('automatic-step').textContent;
/** Whether the element is shown: neither it nor a parent is hidden. */
const shown = (element: HTMLElement | null) => element !== null && element.closest('[hidden]') === null;

const actions = (): MessageActions => ({
  onCopy: vi.fn(),
  onStartEdit: vi.fn(),
  onCancelEdit: vi.fn(),
  onSubmitEdit: vi.fn(),
  onSave: vi.fn(),
});

const LOAD_PROMPT = initialPromptFor('Northwind Coffee') ?? '';
const loadMessage: ClientMessage = {
  id: 'm-1',
  role: 'user',
  content: LOAD_PROMPT,
  timestamp: '2025-01-05T15:04:00.000Z',
  automatic: 'customer-data',
};

describe('<MessageItem> automatic prompts as a compact step', () => {
  it('says what was done instead of showing the Spanish prompt as a bubble; the prompt is one click away', async () => {
    render(<MessageItem message={loadMessage} canEdit actions={actions()} />);
    expect(stepText()).toContain("Loaded Northwind Coffee's data");
    expect(screen.queryByTestId('message')).toBeNull();
    expect(shown(screen.getByText(LOAD_PROMPT))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Edit message' })).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Show prompt' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide prompt');
    expect(shown(screen.getByText(LOAD_PROMPT))).toBe(true);
    await userEvent.setup().click(toggle);
    expect(shown(screen.getByText(LOAD_PROMPT))).toBe(false);
  });

  it('says the work is under way while the prompt is being sent', () => {
    render(<MessageItem message={{ ...loadMessage, status: 'pending' }} actions={actions()} />);
    expect(screen.getByRole('status').textContent).toBe("Loading Northwind Coffee's data…");
  });

  it('names the file read, or counts the files, and keeps them downloadable', () => {
    const brief = createStoredFile({ id: 'f-1', name: 'autumn-brief.pdf' });
    const one: ClientMessage = {
      ...loadMessage,
      content: uploadPrompt(brief),
      automatic: 'attachment',
      attachments: [brief],
      status: 'pending',
    };
    render(<MessageItem message={one} actions={actions()} />);
    expect(stepText()).toContain('Reading autumn-brief.pdf…');
    expect(shown(screen.getByText('autumn-brief.pdf'))).toBe(true);
    cleanup();

    const logo = createStoredFile({ id: 'f-2', name: 'logo.png', kind: 'image', type: 'image/png' });
    const two = { ...one, attachments: [brief, logo], status: undefined };
    render(<MessageItem message={two} actions={actions()} />);
    expect(stepText()).toContain('Read 2 files');
  });

  it('quotes the query of a web search', () => {
    const search = { ...loadMessage, content: searchPrompt('oat milk prices'), automatic: 'search' as const };
    render(<MessageItem message={search} actions={actions()} />);
    expect(stepText()).toContain('Searched the web for “oat milk prices”');
  });

  it('shows a typed message as the user bubble it is', () => {
    render(<MessageItem message={{ ...loadMessage, automatic: undefined }} actions={actions()} />);
    expect(screen.queryByTestId('automatic-step')).toBeNull();
    expect(screen.getByTestId('message').textContent).toContain(LOAD_PROMPT);
  });
});
