import { connectorPaths, type Connector } from '@brief/contract/connectors';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorsTab } from '@/features/admin/components/connectors-tab';
import { showLanguage } from '@/i18n/core';
import { cleanUpAdmin, json, renderAsAdmin, type ApiCall, type FakeRoutes } from '@/testing/admin-console';
import { adminConnector } from '@/testing/connectors';

afterEach(async () => {
  cleanUpAdmin();
  await showLanguage('en');
});

const listed = (connectors: Connector[], allowCommands = false): FakeRoutes => ({
  [`GET ${connectorPaths.list}`]: () => json(200, { connectors, allowCommands }),
});

const calls = (all: ApiCall[], method: string) => all.filter((call) => call.method === method);

describe('<ConnectorsTab>', () => {
  it('lists each connector with its transport, address, the secrets set by name only, and its settings', async () => {
    renderAsAdmin(
      <ConnectorsTab />,
      listed([
        adminConnector({ headers: ['Authorization', 'X-Goog-User-Project'] }),
        adminConnector({
          id: 'k-2',
          name: 'Everything',
          transport: 'stdio',
          url: undefined,
          command: 'npx',
          args: ['@modelcontextprotocol/server-everything'],
          headers: [],
          params: [],
          enabled: false,
        }),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Connectors' });
    const [ga4, everything] = within(list).getAllByTestId('connector-card');
    expect(ga4?.textContent).toContain('HTTP');
    expect(ga4?.textContent).toContain('https://ga4.example.com/mcp');
    expect(ga4?.textContent).toContain('Secrets set:Authorization, X-Goog-User-Project');
    expect(ga4?.textContent).toContain('Customer settings:propertyId');
    expect(everything?.textContent).toContain('Command');
    expect(everything?.textContent).toContain('npx @modelcontextprotocol/server-everything');
    expect(everything?.textContent).toContain('Disabled: in no run');
    expect(everything?.textContent).toContain('No secrets');
    expect(screen.getByRole('checkbox', { name: 'Everything enabled' }).getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('says when there is none yet, with the way to register one', async () => {
    renderAsAdmin(<ConnectorsTab />, listed([]));
    expect(await screen.findByText('No connectors yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register connector' })).toBeTruthy();
  });

  it('registers an http connector with a write-only header and a customer setting', async () => {
    const user = userEvent.setup();
    const { calls: made } = renderAsAdmin(<ConnectorsTab />, {
      ...listed([]),
      [`POST ${connectorPaths.list}`]: () => json(201, adminConnector({ name: 'GA4' })),
    });
    await user.click(await screen.findByRole('button', { name: 'Register connector' }));
    const form = await screen.findByRole('form', { name: 'Register connector' });
    // Commands are off on this server: the form says so and does not offer them.
    expect(within(form).getByRole('radio', { name: 'Command (stdio)' }).hasAttribute('disabled')).toBe(true);
    expect(form.textContent).toContain('CONNECTORS_ALLOW_COMMANDS=true');

    await user.click(within(form).getByRole('button', { name: 'Register' }));
    expect(form.textContent).toContain('Write a name.');
    expect(form.textContent).toContain('Write the server’s URL.');
    expect(calls(made, 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Name'), 'GA4');
    await user.type(within(form).getByLabelText('URL'), 'http://127.0.0.1:4100/mcp');
    await user.click(within(form).getByRole('button', { name: 'Add header' }));
    await user.type(within(form).getByLabelText('Header 1'), 'Authorization');
    const value = within(form).getByLabelText('Value of header 1');
    expect(value.getAttribute('type')).toBe('password');
    await user.type(value, 'Bearer s3cret');
    await user.click(within(form).getByRole('button', { name: 'Add setting' }));
    await user.type(within(form).getByLabelText('Argument of setting 1'), 'propertyId');
    await user.type(within(form).getByLabelText('Label of setting 1'), 'GA4 property');
    await user.click(within(form).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(calls(made, 'POST')).toHaveLength(1));
    expect(calls(made, 'POST')[0]?.body).toEqual({
      name: 'GA4',
      transport: 'http',
      url: 'http://127.0.0.1:4100/mcp',
      headers: { Authorization: 'Bearer s3cret' },
      params: [{ name: 'propertyId', label: 'GA4 property' }],
    });
    expect(await screen.findByText('Connector registered')).toBeTruthy();
  });

  it('words a refused address from its reason, never with the server’s words (in Spanish here)', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<ConnectorsTab />, {
      ...listed([]),
      [`POST ${connectorPaths.list}`]: () =>
        json(400, {
          error: {
            code: 'bad_request',
            message: 'SERVER WORDS',
            reason: 'connector_address',
            values: { host: '10.0.0.1' },
          },
        }),
    });
    await showLanguage('es');
    await user.click(await screen.findByRole('button', { name: 'Registrar conector' }));
    const form = await screen.findByRole('form', { name: 'Registrar conector' });
    await user.type(within(form).getByLabelText('Nombre'), 'Interno');
    await user.type(within(form).getByLabelText('URL'), 'http://10.0.0.1/mcp');
    await user.click(within(form).getByRole('button', { name: 'Registrar' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Se rechaza la dirección de 10.0.0.1');
    expect(alert.textContent).not.toContain('SERVER WORDS');
  });

  it('edits a connector: a stored header is kept unless typed over, and removing it deletes it', async () => {
    const user = userEvent.setup();
    const { calls: made } = renderAsAdmin(<ConnectorsTab />, {
      ...listed([adminConnector({ headers: ['Authorization', 'X-Trace'] })]),
      [`PATCH ${connectorPaths.connector('k-ga4')}`]: () => json(200, adminConnector()),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit GA4' }));
    const form = await screen.findByRole('form', { name: 'Edit GA4' });
    expect(within(form).queryByRole('radio')).toBeNull();
    expect(within(form).getByLabelText<HTMLInputElement>('Header 1').value).toBe('Authorization');
    expect(within(form).getByLabelText<HTMLInputElement>('Value of header 1').value).toBe('');
    expect(within(form).getByLabelText('Value of header 1').getAttribute('placeholder')).toBe(
      'Stored: type to replace',
    );
    await user.click(within(form).getByRole('button', { name: 'Remove header 2' }));
    await user.click(within(form).getByRole('button', { name: 'Save connector' }));
    await waitFor(() => expect(calls(made, 'PATCH')).toHaveLength(1));
    expect(calls(made, 'PATCH')[0]?.body).toMatchObject({ headers: { 'X-Trace': null } });
  });

  it('turns a connector off, and deletes one once confirmed', async () => {
    const user = userEvent.setup();
    const { calls: made } = renderAsAdmin(<ConnectorsTab />, {
      ...listed([adminConnector()]),
      [`PATCH ${connectorPaths.connector('k-ga4')}`]: () => json(200, adminConnector({ enabled: false })),
      [`DELETE ${connectorPaths.connector('k-ga4')}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'GA4 enabled' }));
    await waitFor(() => expect(calls(made, 'PATCH')[0]?.body).toEqual({ enabled: false }));
    expect(await screen.findByText('Connector disabled')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete GA4' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this connector?' });
    expect(calls(made, 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(made, 'DELETE')).toHaveLength(1));
  });
});
