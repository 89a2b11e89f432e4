import { describe, expect, it } from 'vitest';
import { filterCustomers } from '@/features/wizard/utils/customer-search';

const customers = [
  { id: 'customer-1', name: 'Northwind Coffee', description: '' },
  { id: 'customer-2', name: 'Acme Tools', description: 'Hardware retailer' },
  { id: 'customer-3', name: 'Blue Harbor', description: '' },
];

describe('filterCustomers', () => {
  it('keeps every customer for an empty or blank query', () => {
    expect(filterCustomers(customers, '')).toHaveLength(3);
    expect(filterCustomers(customers, '   ')).toHaveLength(3);
  });

  it('matches the name regardless of case', () => {
    expect(filterCustomers(customers, 'NORTHWIND').map((c) => c.name)).toEqual(['Northwind Coffee']);
  });

  it('matches the description regardless of case', () => {
    expect(filterCustomers(customers, 'hardware').map((c) => c.name)).toEqual(['Acme Tools']);
  });

  it('finds nothing when neither name nor description matches', () => {
    expect(filterCustomers(customers, 'zzz')).toEqual([]);
  });
});
