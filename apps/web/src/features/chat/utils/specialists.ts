/** A specialist the user can add to a chat; the id is local, made from the name and position. */
export interface SpecialistOption {
  id: string;
  name: string;
  description: string;
}

/** The hard-coded catalogue of five specialists, with the names the server seeds. */
export const SPECIALIST_CATALOGUE: readonly { name: string; description: string }[] = [
  { name: 'Nora SEO/SEM', description: 'SEO expert and content generator' },
  { name: 'Leo Social Media', description: 'Organic content strategy and creative direction' },
  { name: 'Marta Strategy', description: 'Audiences, buyer personas and pain points' },
  { name: 'Iris Insights', description: 'Data analysis' },
  { name: 'Hugo Research', description: 'Market research and prospecting' },
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The catalogue followed by the team's own specialists, without a second entry for the same name. */
export function mergeSpecialists(
  catalogue: readonly { name: string; description: string }[],
  fromTeam: readonly { name: string; description: string }[],
): SpecialistOption[] {
  const seen = new Set<string>();
  const merged: SpecialistOption[] = [];
  for (const specialist of [...catalogue, ...fromTeam]) {
    const key = specialist.name.trim().toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    merged.push({
      id: `specialist-${merged.length + 1}-${slug(specialist.name)}`,
      name: specialist.name.trim(),
      description: specialist.description,
    });
  }
  return merged;
}
