import { budgetPaths, budgetPutSchema, type BudgetPut } from '@brief/contract/budgets';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** PUT /admin/budgets: sets a budget, or removes it with `monthly: null`. */
export function saveBudget(budget: BudgetPut): Promise<unknown> {
  return apiClient.request(budgetPaths.budgets, { method: 'PUT', body: budgetPutSchema.parse(budget) });
}

export function useSaveBudget() {
  return useAdminMutation({ mutationFn: saveBudget });
}
