import { expect, type Locator, type Page } from '@playwright/test';

export interface CatalogueEntryFields {
  name: string;
  description?: string;
  /** A specialist's instructions or a customer's profile. */
  body?: string;
}

/** The words of a customer's brand rules and memory in the console, by language. */
export interface CustomerKnowledgeTexts {
  teamsTab: string;
  openTeam: (team: string) => string;
  brandRulesOf: (customer: string) => string;
  addForbidden: string;
  forbiddenTerm: (number: number) => string;
  /** Any forbidden term's field. */
  forbiddenTerms: RegExp;
  insteadOf: (number: number) => string;
  saveRules: string;
  rulesSaved: string;
  /** The customer's Memory button, whatever count of proposals it names. */
  memoryButton: (customer: string) => RegExp;
  memoryOf: (customer: string) => string;
  approve: string;
  edit: string;
  editedFact: string;
  approveEdited: string;
  approvedTab: string;
  factApproved: string;
}

export const ENGLISH_KNOWLEDGE_TEXTS: CustomerKnowledgeTexts = {
  teamsTab: 'Teams',
  openTeam: (team) => `Open ${team}`,
  brandRulesOf: (customer) => `Brand rules of ${customer}`,
  addForbidden: 'Add forbidden term',
  forbiddenTerm: (number) => `Forbidden term ${number}`,
  forbiddenTerms: /^Forbidden term \d+$/,
  insteadOf: (number) => `Instead of forbidden term ${number}`,
  saveRules: 'Save rules',
  rulesSaved: 'Brand rules saved',
  memoryButton: (customer) => new RegExp(`^Memory of ${customer}`),
  memoryOf: (customer) => `Memory of ${customer}`,
  approve: 'Approve',
  edit: 'Edit',
  editedFact: 'The fact as it will be approved',
  approveEdited: 'Approve as edited',
  approvedTab: 'Approved',
  factApproved: 'Fact approved',
};

export const SPANISH_KNOWLEDGE_TEXTS: CustomerKnowledgeTexts = {
  teamsTab: 'Equipos',
  openTeam: (team) => `Abrir ${team}`,
  brandRulesOf: (customer) => `Reglas de marca de ${customer}`,
  addForbidden: 'Añadir término prohibido',
  forbiddenTerm: (number) => `Término prohibido ${number}`,
  forbiddenTerms: /^Término prohibido \d+$/,
  insteadOf: (number) => `En lugar del término prohibido ${number}`,
  saveRules: 'Guardar reglas',
  rulesSaved: 'Reglas de marca guardadas',
  memoryButton: (customer) => new RegExp(`^Memoria de ${customer}`),
  memoryOf: (customer) => `Memoria de ${customer}`,
  approve: 'Aprobar',
  edit: 'Editar',
  editedFact: 'El dato tal como se aprobará',
  approveEdited: 'Aprobar con los cambios',
  approvedTab: 'Aprobados',
  factApproved: 'Dato aprobado',
};

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

  /** Opens a team from the Teams tab (the console is open). */
  async openTeam(name: string, texts = ENGLISH_KNOWLEDGE_TEXTS): Promise<void> {
    await this.page.getByRole('tab', { name: texts.teamsTab }).click();
    await this.page.getByRole('button', { name: texts.openTeam(name) }).click();
    await expect(this.page.getByRole('heading', { name })).toBeVisible();
  }

  /** Adds a forbidden term, with what to write instead, to a customer's brand rules (its team is open). */
  async addForbiddenTerm(
    customer: string,
    term: string,
    instead: string,
    texts = ENGLISH_KNOWLEDGE_TEXTS,
  ): Promise<void> {
    await this.page.getByRole('button', { name: texts.brandRulesOf(customer) }).click();
    const dialog = this.page.getByRole('dialog', { name: texts.brandRulesOf(customer) });
    const save = dialog.getByRole('button', { name: texts.saveRules });
    await expect(save).toBeVisible();
    await dialog.getByRole('button', { name: texts.addForbidden }).click();
    // The new row is the last one, and takes the focus.
    const number = await dialog.getByRole('textbox', { name: texts.forbiddenTerms }).count();
    const added = dialog.getByRole('textbox', { name: texts.forbiddenTerm(number), exact: true });
    await expect(added).toBeFocused();
    await added.fill(term);
    await dialog.getByRole('textbox', { name: texts.insteadOf(number), exact: true }).fill(instead);
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText(texts.rulesSaved).first()).toBeVisible();
  }

  /**
   * Approves a proposed fact of a customer's memory (its team is open), as it is or as `edited`; answers
   * once the approved list shows it.
   */
  async approveMemory(
    customer: string,
    fact: string,
    edited: string | null = null,
    texts = ENGLISH_KNOWLEDGE_TEXTS,
  ): Promise<Locator> {
    await this.page.getByRole('button', { name: texts.memoryButton(customer) }).click();
    const sheet = this.page.getByRole('dialog', { name: texts.memoryOf(customer) });
    const proposal = sheet.getByTestId('memory-fact').filter({ hasText: fact });
    if (edited === null) {
      await proposal.getByRole('button', { name: texts.approve, exact: true }).click();
    } else {
      await proposal.getByRole('button', { name: texts.edit, exact: true }).click();
      // While edited, the fact's text is the field's value, no longer the item's text.
      const editing = sheet
        .getByTestId('memory-fact')
        .filter({ has: this.page.getByRole('textbox', { name: texts.editedFact }) });
      await editing.getByRole('textbox', { name: texts.editedFact }).fill(edited);
      await editing.getByRole('button', { name: texts.approveEdited }).click();
    }
    await expect(this.page.getByText(texts.factApproved).first()).toBeVisible();
    await sheet.getByRole('tab', { name: texts.approvedTab }).click();
    return sheet.getByTestId('memory-fact').filter({ hasText: edited ?? fact });
  }

  async disable(email: string): Promise<void> {
    const row = await this.findPerson(email);
    await row.getByRole('button', { name: `Disable ${email}` }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await expect(row.getByRole('button', { name: `Enable ${email}` })).toBeVisible();
  }
}
