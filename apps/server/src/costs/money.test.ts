import { describe, expect, it } from 'vitest';
import {
  callCostNano,
  estimateTokens,
  exactSum,
  fromMicro,
  microToDecimal,
  nanoToMicro,
  toMicro,
} from './money';

describe('money', () => {
  it('keeps a price of six decimals exactly', () => {
    expect(toMicro(2.5)).toBe(2_500_000);
    expect(toMicro(0.000001)).toBe(1);
    expect(toMicro(0.1 + 0.2)).toBe(300_000);
    expect(fromMicro(toMicro(1.234567))).toBe(1.234567);
  });

  it('prices input, cached input and output tokens, cached counted out of the input', () => {
    const price = { input: toMicro(2), output: toMicro(8), cachedInput: toMicro(0.5) };
    // 1000 input of which 400 cached, 500 output: 600×2 + 400×0.5 + 500×8 per million = 0.0054.
    const nano = callCostNano({ inputTokens: 1000, outputTokens: 500, cachedInputTokens: 400 }, price);
    expect(nano).toBe(5_400_000);
    expect(microToDecimal(nanoToMicro(BigInt(nano)))).toBe('0.005400');
  });

  it('costs cached tokens as input when the model has no cached price', () => {
    const price = { input: toMicro(3), output: 0, cachedInput: null };
    expect(callCostNano({ inputTokens: 10, outputTokens: 0, cachedInputTokens: 10 }, price)).toBe(30_000);
  });

  it('rounds a fraction of a nano-unit half up, once per call', () => {
    const price = { input: 1, output: 0, cachedInput: null };
    expect(callCostNano({ inputTokens: 499, outputTokens: 0, cachedInputTokens: 0 }, price)).toBe(0);
    expect(callCostNano({ inputTokens: 500, outputTokens: 0, cachedInputTokens: 0 }, price)).toBe(1);
  });

  it('says micro-units with six decimals', () => {
    expect(microToDecimal(0n)).toBe('0.000000');
    expect(microToDecimal(5n)).toBe('0.000005');
    expect(microToDecimal(12_345_678_901n)).toBe('12345.678901');
  });

  it('reads the sums either database answers', () => {
    expect(exactSum(null)).toBe(0n);
    expect(exactSum(42)).toBe(42n);
    expect(exactSum('9007199254740993')).toBe(9_007_199_254_740_993n);
    expect(exactSum('17.0000')).toBe(17n);
  });

  it('estimates a token per four characters', () => {
    expect(estimateTokens(0)).toBe(0);
    expect(estimateTokens(9)).toBe(3);
  });
});
