import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatRowHeading } from '@/features/library/components/chat-row-heading';

afterEach(cleanup);

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderRow(teamId: string | null) {
  render(
    <MemoryRouter initialEntries={['/chats']}>
      <Routes>
        <Route
          path="/chats"
          element={
            <ul>
              <li className="relative">
                <ChatRowHeading
                  title="Launch plan"
                  customerName="Northwind Coffee"
                  opener={{ to: '/chat-v2?sessionId=chat-1' }}
                  teamId={teamId}
                />
              </li>
            </ul>
          }
        />
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ChatRowHeading', () => {
  it('links the customer badge to its page, apart from the link that opens the chat', async () => {
    renderRow('coandco');
    const chat = screen.getByRole('link', { name: 'Launch plan' });
    const customer = screen.getByRole('link', { name: 'Northwind Coffee' });
    // Neither link is inside the other.
    expect(chat.contains(customer)).toBe(false);
    expect(customer.contains(chat)).toBe(false);
    expect(chat.getAttribute('href')).toBe('/chat-v2?sessionId=chat-1');
    await userEvent.click(customer);
    expect(screen.getByTestId('location').textContent).toBe('/customers?team=coandco&name=Northwind+Coffee');
  });

  it('keeps a plain badge for a chat without a team', () => {
    renderRow(null);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('Northwind Coffee').tagName).toBe('SPAN');
  });
});
