import {
  EMPTY_BRAND_RULES,
  disclaimerSchema,
  forbiddenTermSchema,
  preferredTermSchema,
  type BrandRules,
} from '@brief/contract/brand-rules';
import { z } from 'zod';
import { appendAudit, type AuditRow } from '../admin/audit-repo';
import type { Db } from '../db/database';

/** A stored list; an unreadable value reads as empty rather than failing every reply of the customer. */
function parsedList<T extends z.ZodType>(json: string, entry: T): z.output<T>[] {
  try {
    const parsed = z.array(entry).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The customers' brand rules (customer_rules, migration 0029). */
export function createBrandRulesRepo(db: Db) {
  return {
    /** The customer's rules; the empty rules when it has none saved. */
    async rulesOf(customerId: string): Promise<BrandRules> {
      const row = await db
        .selectFrom('customer_rules')
        .selectAll()
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (row === undefined) return EMPTY_BRAND_RULES;
      return {
        voice: row.voice,
        audiences: row.audiences,
        preferred: parsedList(row.preferred, preferredTermSchema),
        forbidden: parsedList(row.forbidden, forbiddenTermSchema),
        disclaimers: parsedList(row.disclaimers, disclaimerSchema),
        notes: row.notes,
      };
    },

    /** Replaces the customer's rules, with the audit entry of the change in the same transaction. */
    async save(
      customerId: string,
      rules: BrandRules,
      by: { userId: string; at: string },
      audit: readonly AuditRow[],
    ): Promise<void> {
      const values = {
        voice: rules.voice,
        audiences: rules.audiences,
        preferred: JSON.stringify(rules.preferred),
        forbidden: JSON.stringify(rules.forbidden),
        disclaimers: JSON.stringify(rules.disclaimers),
        notes: rules.notes,
        updated_at: by.at,
        updated_by: by.userId,
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('customer_rules')
          .values({ customer_id: customerId, ...values })
          .onConflict((conflict) => conflict.column('customer_id').doUpdateSet(values))
          .execute();
        await appendAudit(trx, audit);
      });
    },
  };
}

export type BrandRulesRepo = ReturnType<typeof createBrandRulesRepo>;
