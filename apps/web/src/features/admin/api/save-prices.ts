import { costPaths, priceListSchema, type PriceList } from '@brief/contract/costs';
import { useAdminMutation } from '@/features/admin/api/use-admin-mutation';
import { apiClient } from '@/lib/api-client';

/** PUT /admin/prices: the whole list; it applies to calls made from then on (422 names a bad field). */
export function savePrices(prices: PriceList): Promise<PriceList> {
  return apiClient.request(costPaths.prices, { method: 'PUT', body: prices, schema: priceListSchema });
}

export function useSavePrices() {
  return useAdminMutation({ mutationFn: savePrices });
}
