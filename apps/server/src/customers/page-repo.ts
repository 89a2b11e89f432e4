import type { Db } from '../db/database';

export type CustomerDirectoryRow = { id: string; name: string; team_id: string; team_name: string };
export type CustomerDocumentRow = {
  id: string;
  name: string;
  mime: string;
  size: number;
  created_at: string;
};

/** What the customer page reads beside the customer itself (teams/repo.ts's visibleCustomer). */
export function createCustomerPageRepo(db: Db) {
  return {
    /** Every customer of the user's teams (an admin's: every team's), by team and name. */
    directory(userId: string, isAdmin: boolean): Promise<CustomerDirectoryRow[]> {
      let query = db
        .selectFrom('customers')
        .innerJoin('agents', 'agents.id', 'customers.agent_id')
        .select(['customers.id', 'customers.name', 'agents.id as team_id', 'agents.name as team_name']);
      if (!isAdmin) {
        query = query.where('customers.agent_id', 'in', (eb) =>
          eb.selectFrom('user_agents').select('agent_id').where('user_id', '=', userId),
        );
      }
      return query.orderBy('agents.name').orderBy('customers.name').execute();
    },

    /** The customer's documents, newest first (the customer_id, created_at index); names, never text. */
    documents(customerId: string): Promise<CustomerDocumentRow[]> {
      return db
        .selectFrom('customer_documents')
        .select(['id', 'name', 'mime', 'size', 'created_at'])
        .where('customer_id', '=', customerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** One document of the customer, with where its bytes are. */
    document(
      customerId: string,
      documentId: string,
    ): Promise<{ name: string; mime: string; storage_key: string } | undefined> {
      return db
        .selectFrom('customer_documents')
        .select(['name', 'mime', 'storage_key'])
        .where('customer_id', '=', customerId)
        .where('id', '=', documentId)
        .executeTakeFirst();
    },
  };
}

export type CustomerPageRepo = ReturnType<typeof createCustomerPageRepo>;
