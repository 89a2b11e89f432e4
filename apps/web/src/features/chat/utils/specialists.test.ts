import { describe, expect, it } from 'vitest';
import { mergeSpecialists, SPECIALIST_CATALOGUE } from '@/features/chat/utils/specialists';

describe('mergeSpecialists', () => {
  it('keeps the catalogue of five first and adds only new names from the team', () => {
    const merged = mergeSpecialists(SPECIALIST_CATALOGUE, [
      { name: 'nora seo/sem', description: 'duplicate in another case' },
      { name: 'Pia Paid Media', description: 'Paid social' },
    ]);
    expect(merged.map((s) => s.name)).toEqual([
      'Nora SEO/SEM',
      'Leo Social Media',
      'Marta Strategy',
      'Iris Insights',
      'Hugo Research',
      'Pia Paid Media',
    ]);
    expect(merged[0]).toEqual({
      id: 'specialist-1-nora-seo-sem',
      name: 'Nora SEO/SEM',
      description: 'SEO expert and content generator',
    });
    expect(new Set(merged.map((s) => s.id)).size).toBe(merged.length);
  });
});
