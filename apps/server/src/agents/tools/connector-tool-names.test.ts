import { describe, expect, it } from 'vitest';
import { modelToolNames, nameWords } from './connector-tool-names';

const ref = (connectorId: string, connector: string, tool: string) => ({ connectorId, connector, tool });
const namesOf = (tools: ReturnType<typeof ref>[]) => [...modelToolNames(tools).keys()];

describe('nameWords', () => {
  it('keeps lower-case ASCII words joined by single underscores', () => {
    expect(nameWords('Google Ads (EU)')).toBe('google_ads_eu');
    expect(nameWords('get-sum')).toBe('get_sum');
    expect(nameWords('Análisis  Señales')).toBe('analisis_senales');
    expect(nameWords('__weird__')).toBe('weird');
    expect(nameWords('日本')).toBe('');
  });
});

describe('modelToolNames', () => {
  it('names each tool connector__tool and maps the name back', () => {
    const named = modelToolNames([ref('c1', 'GA4', 'run_report'), ref('c2', 'Everything', 'get-sum')]);
    expect([...named.keys()]).toEqual(['ga4__run_report', 'everything__get_sum']);
    expect(named.get('everything__get_sum')).toEqual(ref('c2', 'Everything', 'get-sum'));
  });

  it('keeps two connectors of one name apart, and two tools whose names read alike', () => {
    expect(
      namesOf([
        ref('c1', 'GA4', 'run_report'),
        ref('c2', 'ga4', 'run_report'),
        ref('c2', 'ga4', 'run-report'),
      ]),
    ).toEqual(['ga4__run_report', 'ga4_2__run_report', 'ga4_2__run_report_2']);
  });

  it('starts every name with a letter and stays within 64 characters of [a-z0-9_]', () => {
    const names = namesOf([
      ref('c1', '42 Analytics', 'x'.repeat(80)),
      ref('c2', '日本', '報告'),
      ref('c3', 'A very long connector name indeed, longer than most', 'run_report'),
      ref('c3', 'A very long connector name indeed, longer than most', 'x'.repeat(80)),
    ]);
    expect(names).toEqual([
      `c_42_analytics__${'x'.repeat(48)}`,
      'connector__tool',
      'a_very_long_connector_na__run_report',
      `a_very_long_connector_na__${'x'.repeat(38)}`,
    ]);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9_]{0,63}$/);
  });

  it('cuts a long name before its number when it is taken', () => {
    const long = 'y'.repeat(90);
    const names = namesOf([ref('c1', 'Tools', long), ref('c1', 'Tools', `${long}z`)]);
    expect(names[1]).toBe(`tools__${'y'.repeat(55)}_2`);
    expect(names[1]).toHaveLength(64);
  });
});
