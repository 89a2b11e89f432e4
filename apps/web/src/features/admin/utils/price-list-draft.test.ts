import { describe, expect, it } from 'vitest';
import {
  draftField,
  emptyPriceRow,
  parsePrice,
  priceDraftOf,
  sentIndexes,
  toPriceList,
} from './price-list-draft';

const row = (fields: Partial<ReturnType<typeof emptyPriceRow>>) => ({ ...emptyPriceRow(), ...fields });

describe('the price list editor’s draft', () => {
  it('sends the prices typed, with the currency in capitals and blank rows left out', () => {
    const draft = {
      currency: ' usd ',
      rows: [
        row({
          provider: 'openai-compatible',
          model: 'gpt-4o-mini',
          inputPerMillion: '0.15',
          outputPerMillion: '0,6',
        }),
        row({}),
        row({
          provider: 'embeddings',
          model: 'text-embedding-3-small',
          inputPerMillion: '0.02',
          outputPerMillion: '0',
          cachedInputPerMillion: '0.01',
        }),
      ],
    };
    expect(sentIndexes(draft.rows)).toEqual([0, null, 1]);
    expect(toPriceList(draft)).toEqual({
      list: {
        currency: 'USD',
        models: [
          {
            provider: 'openai-compatible',
            model: 'gpt-4o-mini',
            inputPerMillion: 0.15,
            outputPerMillion: 0.6,
          },
          {
            provider: 'embeddings',
            model: 'text-embedding-3-small',
            inputPerMillion: 0.02,
            outputPerMillion: 0,
            cachedInputPerMillion: 0.01,
          },
        ],
      },
    });
  });

  it('names each field to fix, by the path the server would name', () => {
    const draft = {
      currency: 'euro',
      rows: [
        row({ provider: 'p', model: 'm', inputPerMillion: '1', outputPerMillion: '2' }),
        row({ provider: 'p', model: 'm', inputPerMillion: '-1', outputPerMillion: '' }),
        row({ model: 'x', inputPerMillion: '0.1234567', outputPerMillion: '2000000' }),
      ],
    };
    expect(toPriceList(draft)).toEqual({
      problems: {
        currency: 'currency',
        'models.1.model': 'repeated',
        'models.1.inputPerMillion': 'price_invalid',
        'models.1.outputPerMillion': 'price_missing',
        'models.2.provider': 'missing',
        'models.2.inputPerMillion': 'price_invalid',
        'models.2.outputPerMillion': 'price_too_high',
      },
    });
  });

  it('reads a list back as it was saved, and the server’s field names as the draft’s', () => {
    const draft = priceDraftOf({
      currency: 'EUR',
      models: [{ provider: 'builtin', model: 'brief', inputPerMillion: 0, outputPerMillion: 0 }],
    });
    expect(toPriceList(draft)).toEqual({
      list: {
        currency: 'EUR',
        models: [{ provider: 'builtin', model: 'brief', inputPerMillion: 0, outputPerMillion: 0 }],
      },
    });
    expect(parsePrice('2.5')).toBe(2.5);
    expect(draftField('body.models.0.outputPerMillion')).toBe('models.0.outputPerMillion');
    expect(draftField('body.currency')).toBe('currency');
    expect(draftField('query.from')).toBeNull();
  });
});
