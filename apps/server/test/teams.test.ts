import { describe, expect, it } from 'vitest';
import { demoCustomers, demoSpecialists } from '../src/teams/demo-catalogue';
import { bearer, buildTestApp, createUser } from './helper';

const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const marketer = await createUser(ctx, { teams: ['marketing'] });
const nobody = await createUser(ctx);

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/users/:userId/agents', () => {
  it('shows a user only the teams granted to them', async () => {
    const response = await get(marketer.token, `/api/users/${marketer.id}/agents`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: 'marketing',
        name: 'Marketing',
        description: expect.any(String) as unknown,
        app_name: 'marketing_agent',
      },
    ]);
    expect((await get(nobody.token, `/api/users/${nobody.id}/agents`)).json()).toEqual([]);
  });

  it('shows an admin every team', async () => {
    const teams = (await get(admin.token, `/api/users/${admin.id}/agents`)).json<{ id: string }[]>();
    expect(teams.map((team) => team.id).sort()).toEqual(['coandco', 'creative', 'marketing', 'service']);
  });

  it("refuses another user's id in the path", async () => {
    expect((await get(marketer.token, `/api/users/${admin.id}/agents`)).statusCode).toBe(403);
  });
});

describe('customers and specialists', () => {
  it("lists a visible team's customer names", async () => {
    const response = await get(
      marketer.token,
      `/api/users/${marketer.id}/agents/marketing/customers?app_name=marketing_agent`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(demoCustomers.marketing.map((customer) => customer.name).sort());
  });

  it('hides the customers and specialists of a team the user may not use', async () => {
    const customers = await get(marketer.token, `/api/users/${marketer.id}/agents/creative/customers`);
    expect(customers.statusCode).toBe(404);
    const specialists = await get(marketer.token, '/api/agents/creative/specialists');
    expect(specialists.statusCode).toBe(404);
    expect((await get(marketer.token, '/api/agents/no-such-team/specialists')).statusCode).toBe(404);
  });

  it("lists a team's specialists in order with name and description only", async () => {
    const response = await get(marketer.token, '/api/agents/marketing/specialists');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(demoSpecialists.map(({ name, description }) => ({ name, description })));
  });
});

describe('seed', () => {
  it('is idempotent: a second seed adds nothing', async () => {
    const { seedTeamCatalogue } = await import('../src/teams/catalogue');
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('customers')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await seedTeamCatalogue(ctx.db, ctx.clock);
    expect(await count()).toBe(before);
    expect(before).toBeGreaterThanOrEqual(12);
  });
});
