import type { ChatMessage } from '@brief/contract/chats';
import { cleanup, render as renderElement, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageItem, type MessageActions } from '@/features/chat/components/message-item';
import { toClientMessage, type ClientMessage } from '@/features/chat/utils/chat-message';
import { showLanguage } from '@/i18n/core';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

afterEach(async () => {
  cleanup();
  await showLanguage('en');
});

const render = (element: React.ReactElement) =>
  renderElement(element, { wrapper: queryWrapper(createTestQueryClient()) });

const actions = (): MessageActions => ({
  onCopy: vi.fn(),
  onStartEdit: vi.fn(),
  onCancelEdit: vi.fn(),
  onSubmitEdit: vi.fn(),
  onSave: vi.fn(),
});

/** A stored reply that asked GA4 for a report of the customer's property, as GET …/chats/:chatId has it. */
const stored: ChatMessage = {
  id: 'm-2',
  role: 'assistant',
  content: 'Sessions grew 12% last week.',
  text: 'Sessions grew 12% last week.',
  timestamp: '2026-11-27T10:00:00.000Z',
  attachments: [],
  status: 'done',
  toolCalls: [
    {
      id: 'call-1',
      connector: 'GA4',
      tool: 'run_report',
      arguments: { propertyId: 'properties/4242', metrics: ['sessions'] },
      status: 'done',
      durationMs: 1234,
      result: '{"rows":[{"sessions":1204}]}',
    },
    {
      id: 'call-2',
      connector: 'Ads',
      tool: 'search',
      arguments: {},
      status: 'timeout',
      durationMs: 30_000,
      result: 'The call took longer than 30 s.',
    },
  ],
};

const steps = () => screen.getAllByTestId('tool-call');

describe('<MessageItem> connector calls as compact steps', () => {
  it('shows each call as "connector · tool" with how it ended, closed', () => {
    render(<MessageItem message={toClientMessage(stored)} actions={actions()} />);
    const list = screen.getByRole('list', { name: 'Connector calls' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(steps()[0]?.textContent).toContain('GA4 · run_report · Done in 1.2 s');
    expect(steps()[1]?.textContent).toContain('Ads · search · Timed out');
    expect(steps()[1]?.getAttribute('data-status')).toBe('timeout');
    for (const details of screen.getAllByTestId('tool-call-details')) expect(details.hidden).toBe(true);
  });

  it('opens a call to its arguments and result, laid out, and closes it again', async () => {
    const user = userEvent.setup();
    render(<MessageItem message={toClientMessage(stored)} actions={actions()} />);
    const toggle = screen.getByRole('button', { name: 'GA4 · run_report · Done in 1.2 s' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.title).toBe('Show the call to GA4 · run_report');
    await user.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.title).toBe('Hide the call to GA4 · run_report');
    const details = within(steps()[0] as HTMLElement).getByTestId('tool-call-details');
    expect(details.hidden).toBe(false);
    expect(details.textContent).toContain('Arguments');
    expect(details.textContent).toContain('"propertyId": "properties/4242"');
    expect(details.textContent).toContain('Result');
    expect(details.textContent).toContain('"sessions": 1204');
    await user.click(toggle);
    expect(details.hidden).toBe(true);
  });

  it('shows a call under way while the reply is written, its details once it is stored', async () => {
    const writing: ClientMessage = {
      id: 'streaming-reply',
      role: 'assistant',
      content: '',
      timestamp: '2026-11-27T10:00:00.000Z',
      status: 'pending',
      toolCalls: [{ key: 'call-1', connector: 'GA4', tool: 'run_report', status: 'running' }],
    };
    render(<MessageItem streaming message={writing} actions={actions()} />);
    expect(screen.getByTestId('tool-call').getAttribute('data-status')).toBe('running');
    await userEvent.setup().click(screen.getByRole('button', { name: 'GA4 · run_report · Running…' }));
    expect(screen.getByTestId('tool-call-details').textContent).toBe(
      'The arguments and the result show once the reply is written.',
    );
  });

  it("shows a shared chat's reader which tools were called, with nothing to open", () => {
    // A reader's GET …/shared/… answers the calls without their arguments and results.
    const read: ChatMessage = {
      ...stored,
      toolCalls: stored.toolCalls?.map(({ arguments: _arguments, result: _result, ...call }) => call),
    };
    render(<MessageItem readOnly message={toClientMessage(read)} actions={actions()} />);
    expect(steps()).toHaveLength(2);
    expect(steps()[0]?.textContent).toBe('GA4 · run_report · Done in 1.2 s');
    expect(steps()[1]?.textContent).toBe('Ads · search · Timed out');
    expect(screen.queryByRole('button', { name: /run_report|search/ })).toBeNull();
    expect(screen.queryByTestId('tool-call-details')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await showLanguage('es');
    render(<MessageItem message={toClientMessage(stored)} actions={actions()} />);
    expect(screen.getByRole('list', { name: 'Llamadas a conectores' })).toBeTruthy();
    expect(steps()[0]?.textContent).toContain('GA4 · run_report · Hecho en 1,2 s');
    expect(steps()[1]?.textContent).toContain('Tiempo agotado');
    await userEvent.setup().click(screen.getByRole('button', { name: 'GA4 · run_report · Hecho en 1,2 s' }));
    expect(within(steps()[0] as HTMLElement).getByTestId('tool-call-details').textContent).toContain(
      'Argumentos',
    );
  });

  it('shows no list for a reply that called no connector', () => {
    render(
      <MessageItem message={toClientMessage({ ...stored, toolCalls: undefined })} actions={actions()} />,
    );
    expect(screen.queryByRole('list', { name: 'Connector calls' })).toBeNull();
  });
});
