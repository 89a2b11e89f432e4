import { budgetPaths, type Budget } from '@brief/contract/budgets';
import { costPaths, type CostReport, type CostRow } from '@brief/contract/costs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CostsTab } from '@/features/admin/components/costs-tab';
import { LeadOnlyContext } from '@/features/admin/hooks/use-lead-only';
import { adminPaths } from '@brief/contract/admin-console';
import { adminTeam } from '@/testing/admin-fixtures';
import { cleanUpAdmin, json, renderAsAdmin, type ApiCall } from '@/testing/admin-console';

afterEach(cleanUpAdmin);

const row = (fields: Partial<CostRow>): CostRow => ({
  key: 'k',
  name: 'Name',
  runs: 1,
  inputTokens: 100,
  outputTokens: 50,
  cachedInputTokens: 0,
  cost: '0.100000',
  estimated: false,
  unpriced: false,
  ...fields,
});

const ROWS: Record<string, CostRow[]> = {
  customer: [
    row({ key: 'c1', name: 'Acme', runs: 14, inputTokens: 12000, cost: '1.234500' }),
    row({ key: null, name: null, runs: 2, cost: null, unpriced: true, estimated: true }),
  ],
  team: [row({ key: 't1', name: 'Marketing', runs: 16, cost: '1.234500', unpriced: true })],
  day: [row({ key: '2026-11-02', name: '2026-11-02', cost: '1.234500' })],
  chat: [
    row({ key: 'chat-1', name: 'Launch plan', runs: 3, cost: '0.900000' }),
    row({ key: 'chat-2', name: null }),
  ],
};

/** The fake report: its rows by the `groupBy` asked for, summed as the server does. */
function report(call: ApiCall): Response {
  const query = new URL(call.path, 'http://brief.test').searchParams;
  const groupBy = query.get('groupBy') ?? 'customer';
  const rows = ROWS[groupBy] ?? [];
  const body: CostReport = {
    currency: 'EUR',
    from: query.get('from') ?? '',
    to: query.get('to') ?? '',
    groupBy: groupBy as CostReport['groupBy'],
    rows,
    total: {
      runs: rows.reduce((sum, each) => sum + each.runs, 0),
      inputTokens: rows.reduce((sum, each) => sum + each.inputTokens, 0),
      outputTokens: rows.reduce((sum, each) => sum + each.outputTokens, 0),
      cachedInputTokens: 0,
      cost: '1.234500',
      estimated: rows.some((each) => each.estimated),
      unpriced: rows.some((each) => each.unpriced),
    },
  };
  return json(200, body);
}

const BUDGETS: Budget[] = [
  { scope: 'customer', id: 'c1', name: 'Acme', monthly: '1.000000', spent: '1.234500', currency: 'EUR' },
  {
    scope: 'user',
    id: null,
    name: 'Default per person',
    monthly: '5.000000',
    spent: '0.500000',
    currency: 'EUR',
  },
];

const routes = {
  [`GET ${costPaths.costs}`]: report,
  [`GET ${budgetPaths.budgets}`]: () => json(200, BUDGETS),
  [`PUT ${budgetPaths.budgets}`]: () => new Response(null, { status: 204 }),
  [`GET ${costPaths.prices}`]: () =>
    json(200, {
      currency: 'EUR',
      models: [
        { provider: 'openai-compatible', model: 'gpt-4o-mini', inputPerMillion: 0.15, outputPerMillion: 0.6 },
      ],
    }),
  [`PUT ${costPaths.prices}`]: (call: ApiCall) => json(200, call.body),
  [`GET ${adminPaths.teams}`]: () => json(200, [adminTeam('t1', 'Marketing')]),
};

describe('<CostsTab>', () => {
  it('reports this month per customer: the rows, the total, estimates and models without a price', async () => {
    const { calls } = renderAsAdmin(<CostsTab />, routes);
    // The first render of the file downloads the tab's code: more than a second on a loaded machine.
    const table = await screen.findByRole('table', { name: 'Costs per Customer' }, { timeout: 5000 });
    const acme = within(table).getByRole('row', { name: /Acme/ });
    expect(acme.textContent).toContain('€1.23');
    expect(acme.textContent).toContain('12,000');
    const none = within(table).getByRole('row', { name: /No customer/ });
    expect(none.textContent).toContain('No price');
    expect(none.textContent).toContain('Estimated');
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toContain('€1.23');
    expect(screen.getByText(/Some calls have no price/)).toBeTruthy();
    // The month so far, and the chart's and the top chats' reports with the same days.
    const month = new Date().toISOString().slice(0, 8);
    const asked = calls.filter((call) => call.path.startsWith(costPaths.costs)).map((call) => call.path);
    expect(asked).toContain(
      `${costPaths.costs}?from=${month}01&to=${new Date().toISOString().slice(0, 10)}&groupBy=customer&format=json`,
    );
    expect(asked.some((path) => path.includes('groupBy=day'))).toBe(true);
    expect(await screen.findByText('Launch plan')).toBeTruthy();
    expect(screen.getByText('A chat of another person')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /^Cost per day from .* €1\.23 in all$/ })).toBeTruthy();
  });

  it('groups by team when asked, and says a start after the end is not a range', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<CostsTab />, routes);
    await screen.findByRole('table', { name: 'Costs per Customer' });
    await user.selectOptions(screen.getByLabelText('Group by'), 'team');
    expect(await screen.findByRole('table', { name: 'Costs per Team' })).toBeTruthy();
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe('The start must be on or before the end.');
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows budgets with what they spent, over budget marked, and raises one', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsAdmin(<CostsTab />, routes);
    const list = await screen.findByRole('list', { name: 'Budgets' });
    expect(within(list).getByText('€1.23 of €1.00')).toBeTruthy();
    expect(within(list).getByText('Over by €0.23')).toBeTruthy();
    expect(
      within(list).getByRole('progressbar', { name: 'Acme: 123% of the monthly budget spent' }),
    ).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Change the budget of Acme' }));
    const monthly = await screen.findByLabelText('Monthly (EUR)');
    await user.clear(monthly);
    await user.type(monthly, '2,5');
    await user.click(screen.getByRole('button', { name: 'Save budget' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        scope: 'customer',
        id: 'c1',
        monthly: 2.5,
      }),
    );
  });

  it('sets a new budget for a team, and downloads the report as CSV with the same filters', async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs; the download needs one for the file it hands the browser.
    class ObjectUrls extends URL {
      static override createObjectURL = () => 'blob:costs';
      static override revokeObjectURL = () => undefined;
    }
    vi.stubGlobal('URL', ObjectUrls);
    const { calls } = renderAsAdmin(<CostsTab />, {
      ...routes,
      [`GET ${costPaths.costs}`]: (call: ApiCall) =>
        call.path.includes('format=csv')
          ? new Response('key,name\n', { status: 200, headers: { 'Content-Type': 'text/csv' } })
          : report(call),
    });
    await screen.findByRole('table', { name: 'Costs per Customer' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path.includes('groupBy=customer&format=csv'))).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'Set a budget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a monthly budget' });
    await user.selectOptions(within(dialog).getByLabelText('For'), 'team');
    await user.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    expect(within(dialog).getByText('Write a number of at least 0, with at most six decimals.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Monthly (EUR)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    expect(within(dialog).getByText('Choose one.')).toBeTruthy();
    await within(dialog).findByRole('option', { name: 'Marketing' });
    await user.selectOptions(within(dialog).getByLabelText('Team'), 't1');
    await user.click(within(dialog).getByRole('button', { name: 'Save budget' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        scope: 'team',
        id: 't1',
        monthly: 3,
      }),
    );
  });

  it('lets admins fix and save the price list, field by field', async () => {
    const user = userEvent.setup();
    const { calls } = renderAsAdmin(<CostsTab />, routes);
    const input = await screen.findByLabelText('Input price of row 1');
    await user.clear(input);
    await user.type(input, '-1');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(
      await screen.findByText('Input: Write a number of at least 0, with at most six decimals.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(input);
    await user.type(input, '0.2');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        currency: 'EUR',
        models: [
          {
            provider: 'openai-compatible',
            model: 'gpt-4o-mini',
            inputPerMillion: 0.2,
            outputPerMillion: 0.6,
          },
        ],
      }),
    );
  });

  it('gives a team lead the report and the budgets, without the price list', async () => {
    renderAsAdmin(
      <LeadOnlyContext value={true}>
        <CostsTab />
      </LeadOnlyContext>,
      routes,
    );
    expect(await screen.findByRole('table', { name: 'Costs per Customer' })).toBeTruthy();
    expect(screen.getByText(/Your teams’ runs only/)).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Budgets' })).toBeTruthy();
    expect(screen.queryByText('Prices')).toBeNull();
  });
});
