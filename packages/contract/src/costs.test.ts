import { describe, expect, it } from 'vitest';
import { costCsvColumns, costRowSchema, costsQuerySchema, priceListSchema } from './costs';

const price = { provider: 'openai', model: 'gpt-x', inputPerMillion: 2.5, outputPerMillion: 10 };

describe('the costs contract', () => {
  it('takes prices of at most six decimals in a three-letter currency', () => {
    expect(priceListSchema.safeParse({ currency: 'EUR', models: [price] }).success).toBe(true);
    expect(
      priceListSchema.safeParse({ currency: 'EUR', models: [{ ...price, cachedInputPerMillion: 0.000001 }] })
        .success,
    ).toBe(true);
    expect(
      priceListSchema.safeParse({ currency: 'EUR', models: [{ ...price, inputPerMillion: 0.0000001 }] })
        .success,
    ).toBe(false);
    expect(
      priceListSchema.safeParse({ currency: 'EUR', models: [{ ...price, outputPerMillion: -1 }] }).success,
    ).toBe(false);
    expect(priceListSchema.safeParse({ currency: 'eur', models: [] }).success).toBe(false);
  });

  it('reads a report query with its defaults', () => {
    expect(costsQuerySchema.parse({})).toEqual({ groupBy: 'customer', format: 'json' });
    expect(costsQuerySchema.safeParse({ groupBy: 'week' }).success).toBe(false);
    expect(costsQuerySchema.safeParse({ from: '27/11/2026' }).success).toBe(false);
  });

  it('has one CSV column per row field, in order', () => {
    expect([...costCsvColumns]).toEqual(Object.keys(costRowSchema.shape));
  });
});
