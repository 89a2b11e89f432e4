import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerStep } from '@/features/wizard/components/customer-step';

afterEach(cleanup);

const customers = [
  { id: 'customer-1', name: 'Northwind Coffee', description: 'Coffee roaster' },
  { id: 'customer-2', name: 'Casa Olivar' },
];

function renderStep(onSelect = vi.fn()) {
  render(
    <MemoryRouter initialEntries={['/chat-wizard']}>
      <Routes>
        <Route
          path="/chat-wizard"
          element={
            <CustomerStep
              hasTeam
              customers={customers}
              loading={false}
              failed={false}
              selectedId={null}
              onSelect={onSelect}
              // Only Northwind's page is known (Casa Olivar's is not in the directory yet).
              pageOf={(customer) => (customer.name === 'Northwind Coffee' ? '/customers/c-north' : undefined)}
            />
          }
        />
        <Route path="/customers/:customerId" element={<p>Customer page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return onSelect;
}

describe('CustomerStep', () => {
  it('links each customer whose page is known to it, beside the card that chooses it', async () => {
    const onSelect = renderStep();
    const about = screen.getByRole('link', { name: 'About Northwind Coffee' });
    expect(about.getAttribute('href')).toBe('/customers/c-north');
    expect(screen.queryByRole('link', { name: 'About Casa Olivar' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Northwind Coffee/ }));
    expect(onSelect).toHaveBeenCalledWith(customers[0]);

    await userEvent.click(about);
    expect(await screen.findByText('Customer page')).toBeTruthy();
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
