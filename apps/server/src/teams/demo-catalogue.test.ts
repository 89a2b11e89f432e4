import { describe, expect, it } from 'vitest';
import { detectLanguage, wordCount } from '../agents/builtin-text';
import { demoCustomers, demoSpecialists } from './demo-catalogue';

const customers = Object.values(demoCustomers).flat();
const sections = {
  en: ['Industry', 'Goals', 'Audiences', 'Channels', 'Recent campaigns', 'Tone of voice'],
  es: ['Sector', 'Objetivos', 'Audiencias', 'Canales', 'Campañas recientes', 'Tono de voz'],
};

describe('demo customers', () => {
  it('gives every team three or four customers with distinct names', () => {
    for (const team of Object.values(demoCustomers)) {
      expect(team.length).toBeGreaterThanOrEqual(3);
      expect(team.length).toBeLessThanOrEqual(4);
    }
    expect(new Set(customers.map((c) => c.name)).size).toBe(customers.length);
  });

  it.each(customers.map((c) => [c.name, c] as const))(
    '%s has a one-line description and a full profile',
    (_, c) => {
      expect(c.description).not.toContain('\n');
      expect(c.description.length).toBeGreaterThan(20);
      expect(wordCount(c.profile)).toBeGreaterThanOrEqual(150);
      expect(wordCount(c.profile)).toBeLessThanOrEqual(300);
      const headings = [...c.profile.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(headings).toEqual(sections[detectLanguage(c.profile)]);
      expect(c.profile).toMatch(/\b202[56]\b/);
      expect(c.profile).toMatch(/\d+(?:[.,]\d+)?%/);
    },
  );

  it('includes a Spanish customer', () => {
    expect(customers.some((c) => detectLanguage(c.profile) === 'es')).toBe(true);
  });
});

describe('demo specialists', () => {
  it("are the product's five, in catalogue order, with distinct short names", () => {
    expect(demoSpecialists.map((s) => s.description.toLowerCase())).toEqual([
      'seo expert and content generator',
      'organic content strategy and creative direction',
      'audiences, buyer personas and pain points',
      'data analysis',
      'market research and prospecting',
    ]);
    const shortNames = demoSpecialists.map((s) => s.name.split(' ')[0]);
    expect(new Set(shortNames).size).toBe(5);
    for (const s of demoSpecialists)
      expect(s.instructions.split(/[.!?](?:\s|$)/).filter(Boolean).length).toBeLessThanOrEqual(2);
  });
});
