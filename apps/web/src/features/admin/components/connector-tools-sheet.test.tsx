import { adminPaths } from '@brief/contract/admin-console';
import { connectorPaths } from '@brief/contract/connectors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '@/components/ui/button';
import { ConnectorToolsSheet } from '@/features/admin/components/connector-tools-sheet';
import { cleanUpAdmin, json, renderAsAdmin, type FakeRoutes } from '@/testing/admin-console';
import { adminTeam } from '@/testing/admin-fixtures';
import { adminConnector } from '@/testing/connectors';

afterEach(cleanUpAdmin);

const ga4 = adminConnector({ teams: [{ teamId: 'creative', tools: ['list_properties'] }] });
const TOOLS = [
  {
    name: 'run_report',
    description: 'Runs a GA4 report for a property.',
    inputSchema: { type: 'object', properties: { propertyId: { type: 'string' } } },
  },
  { name: 'list_properties', description: '', inputSchema: { type: 'object' } },
];

function show(routes: FakeRoutes) {
  const made = renderAsAdmin(<ConnectorToolsSheet connector={ga4} trigger={<Button>Open tools</Button>} />, {
    [`GET ${adminPaths.teams}`]: () =>
      json(200, [adminTeam('marketing', 'Marketing'), adminTeam('creative', 'Creative')]),
    ...routes,
  });
  return made;
}

describe('<ConnectorToolsSheet>', () => {
  it("lists the server's tools with their schemas folded, and saves the ones ticked for a team", async () => {
    const user = userEvent.setup();
    const { calls } = show({
      [`GET ${connectorPaths.tools('k-ga4')}`]: () => json(200, { tools: TOOLS }),
      [`PUT ${connectorPaths.team('k-ga4', 'marketing')}`]: (call) => json(200, call.body),
    });
    await user.click(screen.getByRole('button', { name: 'Open tools' }));
    const sheet = await screen.findByRole('dialog', { name: 'Tools of GA4' });
    const tools = await within(sheet).findByRole('list', { name: 'Enabled for Marketing' });
    expect(within(tools).getAllByTestId('connector-tool')).toHaveLength(2);
    expect(tools.textContent).toContain('Runs a GA4 report for a property.');
    expect(tools.textContent).toContain('No description.');
    const schema = within(tools).getAllByText('Input schema')[0]?.closest('details');
    expect(schema?.open).toBe(false);
    expect(schema?.textContent).toContain('"propertyId"');

    // Creative has list_properties already; Marketing nothing yet.
    expect(within(sheet).getByRole('radio', { name: 'Creative, 1 tool enabled' })).toBeTruthy();
    expect(within(sheet).getByRole('radio', { name: 'Marketing, 0 tools enabled' })).toBeTruthy();
    const report = within(tools).getByRole('checkbox', { name: 'run_report' });
    expect(report.getAttribute('aria-checked')).toBe('false');
    await user.click(report);
    await user.click(within(sheet).getByRole('button', { name: 'Save for Marketing' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ tools: ['run_report'] });
    expect(await screen.findByText('Tools saved for Marketing')).toBeTruthy();

    await user.click(within(sheet).getByRole('radio', { name: /Creative/ }));
    const creative = within(sheet).getByRole('list', { name: 'Enabled for Creative' });
    expect(
      within(creative).getByRole('checkbox', { name: 'list_properties' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('says the server could not be reached, with a retry', async () => {
    const user = userEvent.setup();
    show({
      [`GET ${connectorPaths.tools('k-ga4')}`]: () =>
        json(502, { error: { code: 'upstream', message: 'ECONNREFUSED', reason: 'connector_unreachable' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Open tools' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The tools could not be listed');
    expect(alert.textContent).toContain('Brief could not reach the connector’s server.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
