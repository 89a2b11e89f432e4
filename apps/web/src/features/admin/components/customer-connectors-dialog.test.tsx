import { connectorPaths, type CustomerConnector } from '@brief/contract/connectors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { CustomerConnectorsDialog } from '@/features/admin/components/customer-connectors-dialog';
import { cleanUpAdmin, json, renderAsAdmin, type FakeRoutes } from '@/testing/admin-console';

afterEach(cleanUpAdmin);

const TEAM = 'marketing';
const CUSTOMER = 'c-northwind';
const listPath = connectorPaths.customerConnectors(TEAM, CUSTOMER);

const ga4: CustomerConnector = {
  id: 'k-ga4',
  name: 'GA4',
  enabled: true,
  params: [{ name: 'propertyId', label: 'GA4 property', description: 'As properties/123' }],
  values: { propertyId: 'properties/111' },
};
const ads: CustomerConnector = {
  id: 'k-ads',
  name: 'Google Ads',
  enabled: false,
  params: [{ name: 'customerId' }],
  values: {},
};

function show(connectors: CustomerConnector[], routes: FakeRoutes = {}) {
  return renderAsAdmin(
    <CustomerConnectorsDialog
      teamId={TEAM}
      customerId={CUSTOMER}
      customerName="Northwind Coffee"
      trigger={<Button>Open connectors</Button>}
    />,
    { [`GET ${listPath}`]: () => json(200, connectors), ...routes },
  );
}

describe('<CustomerConnectorsDialog>', () => {
  it("shows each connector's settings with the customer's values, and saves only those changed", async () => {
    const user = userEvent.setup();
    const { calls } = show([ga4, ads], {
      [`PUT ${connectorPaths.customer('k-ga4', CUSTOMER)}`]: (call) => json(200, call.body),
    });
    await user.click(screen.getByRole('button', { name: 'Open connectors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connectors of Northwind Coffee' });
    const property = await within(dialog).findByLabelText<HTMLInputElement>('GA4 property');
    expect(property.value).toBe('properties/111');
    expect(dialog.textContent).toContain('propertyId · As properties/123');
    expect(within(dialog).getByLabelText<HTMLInputElement>('customerId').value).toBe('');
    expect(dialog.textContent).toContain('Disabled');

    await user.clear(property);
    await user.type(property, ' properties/4242 ');
    await user.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      params: { propertyId: 'properties/4242' },
    });
    expect(await screen.findByText('Connector settings saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when no connector asks for customer settings', async () => {
    show([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open connectors' }));
    expect(await screen.findByText('No connector asks for customer settings')).toBeTruthy();
  });
});
