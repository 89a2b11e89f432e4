import type { BrandRules, brandRulesRequestSchema } from '@brief/contract/brand-rules';
import type { z } from 'zod';
import type { AdminContext, AuditService } from '../admin/audit';
import type { Clock } from '../clock';
import { notFound } from '../errors';
import type { CustomerRow } from '../teams/repo';
import { rulesFromRequest } from './rules-input';
import type { BrandRulesRepo } from './rules-repo';

type Deps = {
  rules: BrandRulesRepo;
  /** A team's customer (the admin console's catalogue). */
  customers: { customer(teamId: string, customerId: string): Promise<CustomerRow | undefined> };
  audit: AuditService;
  clock: Clock;
};

/**
 * The console's side of brand rules: admins and the team's leads read and replace a customer's rules.
 * A customer of another team is not found (404), so a lead learns nothing of other teams' customers.
 */
export function createBrandRulesAdminService({ rules, customers, audit, clock }: Deps) {
  const requireCustomer = async (teamId: string, customerId: string) => {
    const customer = await customers.customer(teamId, customerId);
    if (customer === undefined) throw notFound('Customer not found');
    return customer;
  };

  return {
    async get(teamId: string, customerId: string): Promise<BrandRules> {
      return rules.rulesOf((await requireCustomer(teamId, customerId)).id);
    },

    /** Replaces the rules (whole), audited with the team so its leads read the entry. */
    async put(
      context: AdminContext,
      teamId: string,
      customerId: string,
      body: z.output<typeof brandRulesRequestSchema>,
    ): Promise<BrandRules> {
      const customer = await requireCustomer(teamId, customerId);
      const next = rulesFromRequest(body);
      const entry = audit.entry({
        action: 'customer.rules.updated',
        actor: context.actor,
        target: { type: 'customer', id: customer.id },
        detail: {
          team: customer.agent_id,
          name: customer.name,
          preferred: next.preferred.length,
          forbidden: next.forbidden.length,
          disclaimers: next.disclaimers.length,
        },
        ip: context.ip,
      });
      await rules.save(customer.id, next, { userId: context.actor.id, at: clock.now().toISOString() }, [
        entry,
      ]);
      return next;
    },
  };
}

export type BrandRulesAdminService = ReturnType<typeof createBrandRulesAdminService>;
