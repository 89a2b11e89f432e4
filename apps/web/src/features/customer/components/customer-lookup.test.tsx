import type { CustomerRef } from '@brief/contract/customer-page';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerLookup } from '@/features/customer/components/customer-lookup';
import { apiClient } from '@/lib/api-client';
import { createTestQueryClient, queryWrapper } from '@/testing/query-client';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const directory: CustomerRef[] = [
  { id: 'c-north', name: 'Northwind Coffee', teamId: 'coandco', teamName: 'Co&Co' },
  { id: 'c-north-2', name: 'Northwind Coffee', teamId: 'creative', teamName: 'Creative' },
];

function PageOf() {
  return <p>page of {useParams().customerId}</p>;
}

function renderLookup(teamId: string, name: string) {
  vi.spyOn(apiClient, 'request').mockResolvedValue(directory);
  const Wrapper = queryWrapper(createTestQueryClient());
  render(
    <Wrapper>
      <MemoryRouter initialEntries={['/customers']}>
        <Routes>
          <Route path="/customers" element={<CustomerLookup userId="u1" teamId={teamId} name={name} />} />
          <Route path="/customers/:customerId" element={<PageOf />} />
        </Routes>
      </MemoryRouter>
    </Wrapper>,
  );
}

describe('CustomerLookup', () => {
  it('opens the page of the customer of that team with that name', async () => {
    renderLookup('creative', 'Northwind Coffee');
    expect(await screen.findByText('page of c-north-2')).toBeTruthy();
  });

  it('is not found for a customer the user does not have', async () => {
    renderLookup('service', 'Northwind Coffee');
    expect(await screen.findByText('This customer doesn’t exist for you')).toBeTruthy();
  });
});
