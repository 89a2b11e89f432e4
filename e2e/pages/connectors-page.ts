import { expect, type Locator, type Page } from '@playwright/test';

/** The words of the console's connectors and of a connector's step in a reply, by language. */
export interface ConnectorTexts {
  connectorsTab: string;
  register: string;
  name: string;
  url: string;
  addSetting: string;
  settingArgument: (number: number) => string;
  settingLabel: (number: number) => string;
  submitRegister: string;
  registered: string;
  toolsOf: (connector: string) => string;
  teamRadio: (team: string) => RegExp;
  saveFor: (team: string) => string;
  toolsSaved: (team: string) => string;
  teamsTab: string;
  openTeam: (team: string) => string;
  connectorsOf: (customer: string) => string;
  saveSettings: string;
  settingsSaved: string;
  connectorCalls: string;
  stepDone: (connector: string, tool: string) => RegExp;
  arguments: string;
  result: string;
  close: string;
}

export const ENGLISH_CONNECTOR_TEXTS: ConnectorTexts = {
  connectorsTab: 'Connectors',
  register: 'Register connector',
  name: 'Name',
  url: 'URL',
  addSetting: 'Add setting',
  settingArgument: (number) => `Argument of setting ${number}`,
  settingLabel: (number) => `Label of setting ${number}`,
  submitRegister: 'Register',
  registered: 'Connector registered',
  toolsOf: (connector) => `Tools of ${connector}`,
  teamRadio: (team) => new RegExp(`^${team}, `),
  saveFor: (team) => `Save for ${team}`,
  toolsSaved: (team) => `Tools saved for ${team}`,
  teamsTab: 'Teams',
  openTeam: (team) => `Open ${team}`,
  connectorsOf: (customer) => `Connectors of ${customer}`,
  saveSettings: 'Save settings',
  settingsSaved: 'Connector settings saved',
  connectorCalls: 'Connector calls',
  stepDone: (connector, tool) => new RegExp(`^${connector} · ${tool} · Done in `),
  arguments: 'Arguments',
  result: 'Result',
  close: 'Close',
};

export const SPANISH_CONNECTOR_TEXTS: ConnectorTexts = {
  connectorsTab: 'Conectores',
  register: 'Registrar conector',
  name: 'Nombre',
  url: 'URL',
  addSetting: 'Añadir ajuste',
  settingArgument: (number) => `Argumento del ajuste ${number}`,
  settingLabel: (number) => `Etiqueta del ajuste ${number}`,
  submitRegister: 'Registrar',
  registered: 'Conector registrado',
  toolsOf: (connector) => `Herramientas de ${connector}`,
  teamRadio: (team) => new RegExp(`^${team}, `),
  saveFor: (team) => `Guardar para ${team}`,
  toolsSaved: (team) => `Herramientas guardadas para ${team}`,
  teamsTab: 'Equipos',
  openTeam: (team) => `Abrir ${team}`,
  connectorsOf: (customer) => `Conectores de ${customer}`,
  saveSettings: 'Guardar ajustes',
  settingsSaved: 'Ajustes de los conectores guardados',
  connectorCalls: 'Llamadas a conectores',
  stepDone: (connector, tool) => new RegExp(`^${connector} · ${tool} · Hecho en `),
  arguments: 'Argumentos',
  result: 'Resultado',
  close: 'Cerrar',
};

/** The console's Connectors tab, and a customer's connector settings on the Teams tab. */
export class ConnectorsPage {
  constructor(
    readonly page: Page,
    readonly texts: ConnectorTexts = ENGLISH_CONNECTOR_TEXTS,
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/admin');
    await this.page.getByRole('tab', { name: this.texts.connectorsTab }).click();
  }

  /** A connector's card on the Connectors tab. */
  card(name: string): Locator {
    return this.page.getByTestId('connector-card').filter({ has: this.page.getByRole('heading', { name }) });
  }

  /** Registers an http connector that declares one customer setting, through the form; `filled` runs
   * once the form is filled, before it is sent. */
  async register(
    connector: { name: string; url: string; setting: { name: string; label: string } },
    filled?: () => Promise<void>,
  ) {
    await this.page.getByRole('button', { name: this.texts.register }).first().click();
    const form = this.page.getByRole('form', { name: this.texts.register });
    await form.getByLabel(this.texts.name, { exact: true }).fill(connector.name);
    await form.getByLabel(this.texts.url, { exact: true }).fill(connector.url);
    await form.getByRole('button', { name: this.texts.addSetting }).click();
    await form.getByRole('textbox', { name: this.texts.settingArgument(1) }).fill(connector.setting.name);
    await form.getByRole('textbox', { name: this.texts.settingLabel(1) }).fill(connector.setting.label);
    await filled?.();
    await form.getByRole('button', { name: this.texts.submitRegister, exact: true }).click();
    await expect(form).toBeHidden();
    await expect(this.page.getByText(this.texts.registered).first()).toBeVisible();
  }

  /** Opens a connector's tools; answers the sheet once the server's tools are listed. */
  async openTools(connector: string): Promise<Locator> {
    await this.page.getByRole('button', { name: this.texts.toolsOf(connector) }).click();
    const sheet = this.page.getByRole('dialog', { name: this.texts.toolsOf(connector) });
    await expect(sheet.getByTestId('connector-tool').first()).toBeVisible();
    return sheet;
  }

  /** Ticks `tools` for `team` in the open tools sheet and saves them. */
  async enableTools(sheet: Locator, team: string, tools: readonly string[]): Promise<void> {
    await sheet.getByRole('radio', { name: this.texts.teamRadio(team) }).check();
    for (const tool of tools) await sheet.getByRole('checkbox', { name: tool, exact: true }).check();
    await sheet.getByRole('button', { name: this.texts.saveFor(team) }).click();
    await expect(this.page.getByText(this.texts.toolsSaved(team)).first()).toBeVisible();
  }

  /** Sets a customer's value of a connector setting from its row on the Teams tab; `filled` runs once
   * the value is typed, before it is saved. */
  async setCustomerValue(
    team: string,
    customer: string,
    label: string,
    value: string,
    filled?: () => Promise<void>,
  ): Promise<void> {
    await this.page.getByRole('tab', { name: this.texts.teamsTab }).click();
    await this.page.getByRole('button', { name: this.texts.openTeam(team) }).click();
    await this.page.getByRole('button', { name: this.texts.connectorsOf(customer) }).click();
    const dialog = this.page.getByRole('dialog', { name: this.texts.connectorsOf(customer) });
    await dialog.getByLabel(label, { exact: true }).fill(value);
    await filled?.();
    await dialog.getByRole('button', { name: this.texts.saveSettings }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByText(this.texts.settingsSaved).first()).toBeVisible();
  }
}
