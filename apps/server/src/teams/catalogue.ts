import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { newId } from '../ids';
import { demoCustomers, demoSpecialists } from './demo-catalogue';

/** The four consulting teams the admin form offers, seeded on every start without duplicates. */
export const seedTeams = [
  {
    id: 'coandco',
    name: 'Consulting & Content',
    description: 'Strategy consulting and content for every channel, from positioning to the editorial plan.',
    app_name: 'coandco_agent',
    instructions:
      'You are the Consulting & Content team of an advertising agency. Give clear, practical strategy and content advice grounded in the customer data you are given.',
  },
  {
    id: 'creative',
    name: 'Creative',
    description: 'Campaign ideas, concepts, copy and creative direction.',
    app_name: 'creative_agent',
    instructions:
      'You are the Creative team of an advertising agency. Propose original campaign concepts, copy and art direction that fit the customer brand.',
  },
  {
    id: 'marketing',
    name: 'Marketing',
    description: 'Media planning, performance marketing, SEO/SEM and measurement.',
    app_name: 'marketing_agent',
    instructions:
      'You are the Marketing team of an advertising agency. Plan media, performance campaigns and measurement, and justify budgets with the customer figures.',
  },
  {
    id: 'service',
    name: 'Service',
    description: 'Account service: briefs, reporting, timelines and customer communication.',
    app_name: 'service_agent',
    instructions:
      'You are the Service team of an advertising agency. Help account managers with briefs, status reports, timelines and customer communication.',
  },
] as const;

const SEEDED_FLAG = 'demo_catalogue_seeded';

/**
 * Seeds the demo catalogue once per database: the four teams, their customers with profiles, and the
 * five specialists for each team. Later starts leave it alone, so an admin's edits and deletions stay.
 */
export async function seedTeamCatalogue(db: Db, clock: Clock): Promise<void> {
  const createdAt = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const seeded = await trx
      .selectFrom('settings')
      .select('value')
      .where('key', '=', SEEDED_FLAG)
      .executeTakeFirst();
    if (seeded !== undefined) return;
    await trx
      .insertInto('agents')
      .values(seedTeams.map((team) => ({ ...team, created_at: createdAt })))
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    for (const team of seedTeams) {
      await trx
        .insertInto('customers')
        .values(
          demoCustomers[team.id].map((customer) => ({
            id: newId(),
            agent_id: team.id,
            ...customer,
            created_at: createdAt,
          })),
        )
        .onConflict((oc) => oc.columns(['agent_id', 'name']).doNothing())
        .execute();
      await trx
        .insertInto('specialists')
        .values(
          demoSpecialists.map((specialist, position) => ({
            id: newId(),
            agent_id: team.id,
            ...specialist,
            position,
            created_at: createdAt,
          })),
        )
        .onConflict((oc) => oc.columns(['agent_id', 'name']).doNothing())
        .execute();
    }
    await trx.insertInto('settings').values({ key: SEEDED_FLAG, value: createdAt }).execute();
  });
}
