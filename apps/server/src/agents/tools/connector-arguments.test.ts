import type { JSONSchema7 } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { offeredFor, withFixed, withoutFixed } from './connector-arguments';

const runReport: JSONSchema7 = {
  type: 'object',
  properties: {
    propertyId: { type: 'string' },
    metric: { type: 'string', enum: ['sessions', 'users'] },
    limit: { type: 'integer' },
  },
  required: ['propertyId', 'metric'],
};

describe('offeredFor', () => {
  it('offers a tool whose declared arguments the customer has values for, or that takes none', () => {
    expect(offeredFor(runReport, ['propertyId'], { propertyId: '123' })).toBe(true);
    expect(offeredFor(runReport, ['customerId'], {})).toBe(true);
    expect(offeredFor({ type: 'object' }, ['propertyId'], {})).toBe(true);
  });

  it('leaves out a tool that takes a declared argument the customer has no value for', () => {
    expect(offeredFor(runReport, ['propertyId'], {})).toBe(false);
    expect(offeredFor(runReport, ['propertyId', 'limit'], { propertyId: '123' })).toBe(false);
  });
});

describe('withoutFixed', () => {
  it('hides the arguments the customer fixes from the schema and from what is required', () => {
    expect(withoutFixed(runReport, { propertyId: '123' })).toEqual({
      type: 'object',
      properties: { metric: runReport.properties?.metric, limit: runReport.properties?.limit },
      required: ['metric'],
    });
  });

  it('leaves a schema alone when the tool takes none of them', () => {
    expect(withoutFixed(runReport, { customerId: '9' })).toBe(runReport);
  });
});

describe('withFixed', () => {
  it("sets the customer's value whatever the model sent, and keeps the model's other arguments", () => {
    expect(
      withFixed(runReport, { propertyId: 'someone-else', metric: 'users' }, { propertyId: '123' }),
    ).toEqual({ propertyId: '123', metric: 'users' });
  });

  it('types a value as a number where the tool takes one', () => {
    expect(withFixed(runReport, {}, { limit: '25' })).toEqual({ limit: 25 });
    expect(withFixed(runReport, {}, { limit: 'lots' })).toEqual({ limit: 'lots' });
  });

  it('reads anything but an object from the model as no arguments, and ignores values the tool does not take', () => {
    expect(withFixed(runReport, 'propertyId=1', { propertyId: '123', customerId: '9' })).toEqual({
      propertyId: '123',
    });
    expect(withFixed(runReport, null, {})).toEqual({});
  });
});
