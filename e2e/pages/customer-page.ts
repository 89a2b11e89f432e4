import { expect, type Locator, type Page } from '@playwright/test';

/** The customer page's words in one language. */
export interface CustomerPageTexts {
  profile: string;
  rules: string;
  memory: string;
  documents: string;
  ownChats: string;
  sharedChats: string;
  /** The approval line of a fact approved by `name` (matched as written). */
  approvedBy: (name: string) => RegExp;
  sharedBy: (name: string) => string;
  notFound: string;
  /** The wizard's link beside a customer. */
  about: (customer: string) => string;
  wizard: { teams: string; customers: string };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const ENGLISH_CUSTOMER_TEXTS: CustomerPageTexts = {
  profile: 'Profile',
  rules: 'Brand rules',
  memory: 'Team memory',
  documents: 'Documents',
  ownChats: 'Your chats about it',
  sharedChats: 'Shared with you',
  approvedBy: (name) => new RegExp(`^Approved by ${escaped(name)} on `),
  sharedBy: (name) => `Shared by ${name}`,
  notFound: 'This customer doesn’t exist for you',
  about: (customer) => `About ${customer}`,
  wizard: { teams: 'Teams', customers: 'Customers' },
};

export const SPANISH_CUSTOMER_TEXTS: CustomerPageTexts = {
  profile: 'Perfil',
  rules: 'Reglas de marca',
  memory: 'Memoria del equipo',
  documents: 'Documentos',
  ownChats: 'Tus chats sobre el cliente',
  sharedChats: 'Compartidos contigo',
  approvedBy: (name) => new RegExp(`^Aprobado por ${escaped(name)} el `),
  sharedBy: (name) => `Compartido por ${name}`,
  notFound: 'Este cliente no existe para ti',
  about: (customer) => `Sobre ${customer}`,
  wizard: { teams: 'Equipos', customers: 'Clientes' },
};

/** /customers/:customerId: where a customer lives. */
export class CustomerPage {
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly texts: CustomerPageTexts = ENGLISH_CUSTOMER_TEXTS,
  ) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  section(
    name: keyof Pick<
      CustomerPageTexts,
      'profile' | 'rules' | 'memory' | 'documents' | 'ownChats' | 'sharedChats'
    >,
  ): Locator {
    return this.page.getByRole('region', { name: this.texts[name], exact: true });
  }

  /** The titles of a chat list's rows, in order. */
  chatRows(name: 'ownChats' | 'sharedChats'): Locator {
    return this.section(name).getByTestId('customer-chat-row');
  }

  async expectCustomer(id: string, name: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/customers/${id}$`));
    await expect(this.heading).toHaveText(name);
  }
}
