import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatTitleBar } from '@/features/chat/components/chat-title-bar';

afterEach(cleanup);

function renderBar(customerHref?: string) {
  render(
    <MemoryRouter>
      <ChatTitleBar
        title="Launch plan"
        customerName="Northwind Coffee"
        specialists={['Nora SEO/SEM']}
        favorite={false}
        canEdit={false}
        onToggleFavorite={() => undefined}
        onRename={() => undefined}
        onPropose={() => Promise.resolve(null)}
        {...(customerHref === undefined ? {} : { customerHref })}
      />
    </MemoryRouter>,
  );
}

describe('ChatTitleBar', () => {
  it('links the customer’s name to its page once the page is known', () => {
    renderBar('/customers/c-north');
    expect(screen.getByRole('link', { name: 'Northwind Coffee' }).getAttribute('href')).toBe(
      '/customers/c-north',
    );
  });

  it('shows the name alone until then', () => {
    renderBar();
    expect(screen.getByText('Northwind Coffee')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
