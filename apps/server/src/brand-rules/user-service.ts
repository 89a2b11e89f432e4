import type { BrandRules } from '@brief/contract/brand-rules';
import { notFound } from '../errors';
import type { TeamsRepo } from '../teams/repo';
import type { UserRow } from '../users/repo';
import type { BrandRulesRepo } from './rules-repo';

/**
 * Everyone with the team reads its customers' rules (the chat's "Brand rules" panel), by the same rule
 * a chat uses its customer: a customer of a team the user may use (an admin: any). Any other customer,
 * or one that does not exist, is the same 404.
 */
export function createBrandRulesReader(deps: {
  rules: BrandRulesRepo;
  teams: Pick<TeamsRepo, 'visibleCustomer'>;
}) {
  return {
    async rulesFor(user: UserRow, customerId: string): Promise<BrandRules> {
      const customer = await deps.teams.visibleCustomer(user.id, user.is_admin === 1, customerId);
      if (customer === undefined) throw notFound('Customer not found');
      return deps.rules.rulesOf(customer.id);
    },
  };
}

export type BrandRulesReader = ReturnType<typeof createBrandRulesReader>;
