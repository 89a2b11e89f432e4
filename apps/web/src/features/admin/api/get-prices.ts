import { costPaths, priceListSchema, type PriceList } from '@brief/contract/costs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/admin-keys';
import { apiClient } from '@/lib/api-client';

/** GET /admin/prices: the currency and one price per provider and model (admins only). */
export function getPrices(): Promise<PriceList> {
  return apiClient.request(costPaths.prices, { schema: priceListSchema });
}

export const pricesQueryOptions = () => queryOptions({ queryKey: adminKeys.prices(), queryFn: getPrices });

export function usePrices() {
  return useQuery(pricesQueryOptions());
}
