import { connectorPaths } from '@brief/contract/connectors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminConsole } from '@/features/admin/components/admin-console';
import { LeadOnlyContext } from '@/features/admin/hooks/use-lead-only';
import { cleanUpAdmin, json, renderAsAdmin } from '@/testing/admin-console';

afterEach(cleanUpAdmin);

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('<AdminConsole> tabs', () => {
  it('gives admins a Connectors tab that lists the connectors', async () => {
    renderAsAdmin(<AdminConsole />, {
      [`GET ${connectorPaths.list}`]: () => json(200, { connectors: [], allowCommands: false }),
    });
    expect(tabNames()).toEqual(['People', 'Teams', 'Usage', 'Costs', 'Audit log', 'Connectors']);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Connectors' }));
    expect(await screen.findByText('No connectors yet')).toBeTruthy();
  });

  it('gives a team lead no Connectors tab: the customers’ settings are on their rows', () => {
    renderAsAdmin(
      <LeadOnlyContext value={true}>
        <AdminConsole />
      </LeadOnlyContext>,
      {},
    );
    expect(tabNames()).toEqual(['People', 'Teams', 'Usage', 'Costs', 'Audit log']);
  });
});
