import { budgetListSchema, budgetPaths, type Budget } from '@brief/contract/budgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/budgets: each budget with what it has spent this month (a lead's: their teams'). */
export function getBudgets(): Promise<Budget[]> {
  return apiClient.request(budgetPaths.budgets, { schema: budgetListSchema });
}

export const budgetsQueryOptions = () => queryOptions({ queryKey: adminKeys.budgets(), queryFn: getBudgets });

export function useBudgets() {
  return useQuery(budgetsQueryOptions());
}
