import type { CustomerPage, CustomerRef } from '@brief/contract/customer-page';
import { notFound } from '../errors';
import type { FileStorage } from '../files/storage';
import type { TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';
import type { CustomerPageRepo } from './page-repo';

type Deps = { page: CustomerPageRepo; teams: Pick<TeamsRepo, 'visibleCustomer'>; storage: FileStorage };

/**
 * The customer page: a customer exists for a user while they have its team (an admin: always), like the
 * team itself; anyone else gets the 404 of a customer that does not exist.
 */
export function createCustomerPageService({ page, teams, storage }: Deps) {
  const requireCustomer = async (user: UserRow, customerId: string) => {
    const customer = await teams.visibleCustomer(user.id, user.is_admin === 1, customerId);
    if (customer === undefined) throw notFound('Customer not found');
    return customer;
  };

  return {
    async directory(user: UserRow): Promise<CustomerRef[]> {
      const rows = await page.directory(user.id, user.is_admin === 1);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        teamId: row.team_id,
        teamName: row.team_name,
      }));
    },

    async customer(user: UserRow, customerId: string): Promise<CustomerPage> {
      const customer = await requireCustomer(user, customerId);
      const documents = await page.documents(customer.id);
      return {
        id: customer.id,
        name: customer.name,
        description: customer.description,
        profile: customer.profile,
        team: { id: customer.agent_id, name: customer.team_name },
        documents: documents.map((document) => ({
          id: document.id,
          name: document.name,
          mime: document.mime,
          size: document.size,
          createdAt: document.created_at,
        })),
      };
    },

    /** A document of the customer's knowledge: the team that may chat about it may read it. */
    async document(user: UserRow, customerId: string, documentId: string) {
      const customer = await requireCustomer(user, customerId);
      const document = await page.document(customer.id, documentId);
      if (document === undefined) throw notFound('Document not found');
      try {
        return { name: document.name, mime: document.mime, body: await storage.get(document.storage_key) };
      } catch {
        throw notFound('Document not found');
      }
    },
  };
}

export type CustomerPageService = ReturnType<typeof createCustomerPageService>;
