import type { DocumentSource, MemorySource } from '@brief/contract/knowledge';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageItem, type MessageActions } from '@/features/chat/components/message-item';
import type { ClientMessage } from '@/features/chat/utils/chat-message';
import { loadSpanish, showLanguage } from '@/i18n/core';

afterEach(async () => {
  cleanup();
  await showLanguage('en');
});

const guide: DocumentSource = {
  n: 1,
  kind: 'document',
  documentId: 'doc-brand',
  documentName: 'Brand guide.pdf',
  location: 'page 3',
  locator: { kind: 'page', page: 3 },
  snippet: 'Tone: warm.',
};
const fact: MemorySource = {
  n: 2,
  kind: 'memory',
  memoryId: 'f1',
  text: 'Northwind roasts on Tuesdays.',
  approvedBy: { name: 'Ana Ruiz' },
  approvedAt: '2026-11-20T10:00:00.000Z',
  chatId: 'chat-9',
};

const reply: ClientMessage = {
  id: 'm-2',
  role: 'assistant',
  content: 'Keep it warm [1]; the roast is on Tuesdays [2].',
  timestamp: '2026-11-27T10:00:00.000Z',
  replyStatus: 'done',
  sources: [guide, fact],
};

const actions: MessageActions = {
  onCopy: () => undefined,
  onStartEdit: () => undefined,
  onCancelEdit: () => undefined,
  onSubmitEdit: () => undefined,
  onSave: () => undefined,
  chatPathOf: (chatId) => `/shared/${chatId}`,
};

const renderReply = (message: ClientMessage = reply) =>
  render(
    <MemoryRouter>
      <MessageItem message={message} actions={actions} />
    </MemoryRouter>,
  );

const sourceTexts = () =>
  within(screen.getByTestId('message-sources'))
    .getAllByTestId('message-source')
    .map((item) => item.textContent);

describe('a reply citing the team’s memory', () => {
  it('lists the fact as the team’s memory, who approved it and when', () => {
    renderReply();
    expect(sourceTexts()).toEqual([
      '1 · Brand guide.pdf — page 3',
      '2 · Team memory — Approved by Ana Ruiz on Nov 20, 2026',
    ]);
  });

  it('opens the fact from its citation, with a link to the chat it came from', async () => {
    renderReply();
    const citations = await screen.findAllByTestId('citation');
    expect(citations.map((citation) => citation.getAttribute('aria-label'))).toEqual([
      'Source 1: Brand guide.pdf',
      'Source 2: Team memory',
    ]);
    await userEvent.setup().click(citations[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Team memory' });
    expect(within(dialog).getByText('Approved by Ana Ruiz on Nov 20, 2026')).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Fact' }).textContent).toBe(fact.text);
    expect(
      within(dialog).getByRole('link', { name: 'Open the chat it came from' }).getAttribute('href'),
    ).toBe('/shared/chat-9');
    expect(within(dialog).queryByRole('button', { name: /document/i })).toBeNull();
  });

  it('has no chat link when the reader may not open that chat', async () => {
    renderReply({ ...reply, sources: [guide, { ...fact, chatId: null }] });
    await userEvent
      .setup()
      .click(within(screen.getByTestId('message-sources')).getAllByTestId('message-source')[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Team memory' });
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('says it in Spanish, with the date as Spanish reads it', async () => {
    await loadSpanish();
    await showLanguage('es');
    renderReply();
    expect(sourceTexts()[1]).toBe('2 · Memoria del equipo — Aprobado por Ana Ruiz el 20 nov 2026');
  });
});
