import { expect, type Locator, type Page } from '@playwright/test';

export interface CatalogueEntryFields {
  name: string;
  description?: string;
  /** A specialist's instructions or a customer's profile. */
  body?: string;
}

export class AdminPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly peopleSearch: Locator;
  readonly people: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Create user' });
    this.email = this.form.getByLabel('Email');
    this.password = this.form.getByLabel('Password', { exact: true });
    this.submit = this.form.getByRole('button', { name: /create user/i });
    this.peopleSearch = page.getByRole('searchbox', { name: 'Search people' });
    this.people = page.getByRole('table', { name: 'People' }).getByTestId('person-row');
  }

  provider(name: 'Password' | 'Google'): Locator {
    return this.form.getByRole('radio', { name: new RegExp(`^${name}`) });
  }

  team(label: 'Consulting & Content' | 'Creative' | 'Marketing' | 'Service'): Locator {
    return this.form.getByRole('checkbox', { name: label });
  }

  async openTab(name: 'People' | 'Teams' | 'Usage' | 'Audit log'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  /** Creates a team from the Teams tab and opens it. */
  async createTeam(team: { name: string; appName: string; instructions?: string }): Promise<void> {
    await this.openTab('Teams');
    await this.page.getByRole('button', { name: 'New team' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'New team' });
    await dialog.getByLabel('Name', { exact: true }).fill(team.name);
    await dialog.getByLabel('App name').fill(team.appName);
    if (team.instructions) await dialog.getByLabel('Instructions for the model').fill(team.instructions);
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await expect(dialog).toBeHidden();
    await this.page.getByRole('button', { name: `Open ${team.name}` }).click();
    await expect(this.page.getByRole('heading', { name: team.name })).toBeVisible();
  }

  /** Adds a specialist or a customer to the open team. */
  async addEntry(kind: 'specialist' | 'customer', fields: CatalogueEntryFields): Promise<void> {
    await this.page.getByRole('button', { name: `Add ${kind}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `New ${kind}` });
    await dialog.getByLabel('Name', { exact: true }).fill(fields.name);
    if (fields.description) await dialog.getByLabel('Description').fill(fields.description);
    if (fields.body)
      await dialog.getByLabel(kind === 'customer' ? 'Profile' : 'Instructions').fill(fields.body);
    await dialog.getByRole('button', { name: `Add ${kind}` }).click();
    await expect(dialog).toBeHidden();
  }

  /** The People table's row of one e-mail, after searching for it. */
  async findPerson(email: string): Promise<Locator> {
    await this.openTab('People');
    await this.peopleSearch.fill(email);
    const row = this.people.filter({ hasText: email });
    await expect(this.people).toHaveCount(1);
    await expect(row).toBeVisible();
    return row;
  }

  /** A team's card on the Teams tab. */
  teamCard(name: string): Locator {
    return this.page.getByRole('list', { name: 'Teams' }).getByRole('listitem').filter({ hasText: name });
  }

  /** How many members a team's card says it has (the Teams tab is open). */
  async memberCount(team: string): Promise<number> {
    const text = await this.teamCard(team)
      .getByText(/^\d+ members?$/)
      .textContent();
    return Number(/\d+/.exec(text ?? '')?.[0] ?? Number.NaN);
  }

  /** Fills and sends the Create user form for a password user with `teams`. */
  async createUser(
    email: string,
    password: string,
    teams: Parameters<AdminPage['team']>[0][],
  ): Promise<void> {
    await this.email.fill(email);
    await this.provider('Password').check();
    await this.password.fill(password);
    for (const team of teams) await this.team(team).check();
    await this.submit.click();
  }

  async grantTeams(email: string, teams: readonly string[]): Promise<void> {
    const row = await this.findPerson(email);
    await row.getByRole('button', { name: `Edit access of ${email}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit access' });
    for (const team of teams) await dialog.getByRole('checkbox', { name: team, exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Deletes a person from their row's menu, typing their e-mail to confirm. */
  async deletePerson(email: string): Promise<void> {
    const row = await this.findPerson(email);
    await row.getByRole('button', { name: `More actions for ${email}` }).click();
    await this.page.getByRole('menuitem', { name: 'Delete person…' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Delete person' });
    const confirm = dialog.getByRole('button', { name: 'Delete for good' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type their e-mail to confirm').fill(email);
    await confirm.click();
    await expect(dialog).toBeHidden();
  }

  async disable(email: string): Promise<void> {
    const row = await this.findPerson(email);
    await row.getByRole('button', { name: `Disable ${email}` }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await expect(row.getByRole('button', { name: `Enable ${email}` })).toBeVisible();
  }
}
