import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/core';
import { toolCallDuration, toolCallText } from '@/features/chat/utils/tool-call-text';

afterEach(async () => {
  await showLanguage('en');
});

describe('toolCallText', () => {
  it('lays arguments out as JSON on lines', () => {
    expect(toolCallText({ propertyId: '123', metrics: ['sessions'] })).toBe(
      '{\n  "propertyId": "123",\n  "metrics": [\n    "sessions"\n  ]\n}',
    );
  });

  it('lays out a result that is JSON text, and keeps any other text as it came', () => {
    expect(toolCallText('{"rows":[1]}')).toBe('{\n  "rows": [\n    1\n  ]\n}');
    expect(toolCallText('Sessions: 1,204\nUsers: 880')).toBe('Sessions: 1,204\nUsers: 880');
    expect(toolCallText('{"cut at the limit')).toBe('{"cut at the limit');
  });

  it('says nothing for a missing value', () => {
    expect(toolCallText(undefined)).toBe('');
    expect(toolCallText(null)).toBe('');
  });
});

describe('toolCallDuration', () => {
  it('says milliseconds under a second, then seconds to one decimal in the language shown', async () => {
    expect(toolCallDuration(240)).toBe('240 ms');
    expect(toolCallDuration(1234)).toBe('1.2 s');
    expect(toolCallDuration(30_000)).toBe('30 s');
    await showLanguage('es');
    expect(toolCallDuration(1234)).toBe('1,2 s');
  });
});
