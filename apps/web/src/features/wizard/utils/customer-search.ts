/** The wizard's customer search matches a customer's name or description, ignoring case. */
export function filterCustomers<T extends { name: string; description?: string }>(
  customers: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...customers];
  return customers.filter(
    (customer) =>
      customer.name.toLowerCase().includes(needle) ||
      (customer.description ?? '').toLowerCase().includes(needle),
  );
}
