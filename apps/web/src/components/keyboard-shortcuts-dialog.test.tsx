import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyboardShortcutsDialog } from '@/components/keyboard-shortcuts-dialog';
import { GlobalShortcuts } from '@/components/layouts/global-shortcuts';
import { SHORTCUTS } from '@/lib/shortcuts';

afterEach(cleanup);

function Page() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const location = useLocation();
  return (
    <>
      <p>At {location.pathname}</p>
      <input aria-label="Notes" />
      <GlobalShortcuts onShowShortcuts={show} />
      <KeyboardShortcutsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/dashboard'] });
  render(<RouterProvider router={router} />);
}

describe('the keyboard shortcuts sheet', () => {
  it('opens with ? and lists every shortcut with its keys', async () => {
    const user = userEvent.setup();
    renderApp();

    await user.keyboard('?');

    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows).toHaveLength(SHORTCUTS.length);
    expect(rows[1]?.textContent).toBe('Search the libraryCtrlK');
    expect(within(dialog).getByText('Stop the reply')).toBeTruthy();
  });

  it('leaves ? to a text field being typed in', async () => {
    const user = userEvent.setup();
    renderApp();

    await user.type(screen.getByLabelText('Notes'), 'why?');

    expect(screen.getByLabelText('Notes')).toHaveProperty('value', 'why?');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Ctrl+K goes to the library', async () => {
    const user = userEvent.setup();
    renderApp();

    await user.keyboard('{Control>}k{/Control}');

    expect(await screen.findByText('At /chats')).toBeTruthy();
  });
});
