import type { Locator, Page } from '@playwright/test';

/** The console's Costs tab: the report's filters, its totals, chart, rows and top chats, the budgets. */
export class CostsPage {
  readonly groupBy: Locator;
  readonly total: Locator;
  readonly chart: Locator;
  readonly chartBars: Locator;
  readonly topChats: Locator;
  readonly budgets: Locator;
  readonly prices: Locator;
  readonly downloadCsv: Locator;

  constructor(readonly page: Page) {
    this.groupBy = page.getByLabel('Group by');
    this.total = page.getByTestId('costs-total');
    this.chart = page.getByRole('img', { name: /^Cost per day from / });
    this.chartBars = page.locator('.recharts-bar-rectangle');
    this.topChats = page.getByRole('list', { name: 'Top chats' });
    this.budgets = page.getByRole('list', { name: 'Budgets' });
    this.prices = page.getByRole('form', { name: 'Prices' });
    this.downloadCsv = page.getByRole('button', { name: 'Download CSV' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin?tab=costs');
  }

  /** The table of the report grouped as `heading` says ("Customer", "Team"…). */
  table(heading: string): Locator {
    return this.page.getByRole('table', { name: `Costs per ${heading}` });
  }

  row(heading: string, name: string): Locator {
    return this.table(heading).getByRole('row', { name: new RegExp(name) });
  }
}
