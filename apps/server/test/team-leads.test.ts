import {
  adminPaths,
  type AdminCustomer,
  type AdminSpecialist,
  type AdminTeam,
  type AdminUser,
  type AdminUserPage,
  type AuditPage,
  type CustomerDocument,
  type Usage,
} from '@brief/contract/admin-console';
import { apiPaths } from '@brief/contract/paths';
import { describe, expect, it } from 'vitest';
import { adminRouteTable } from '../src/admin/scope';
import {
  bearer,
  buildTestApp,
  callAs,
  createChat,
  createUser,
  expectStatus,
  type Method,
  type TestUser,
} from './helper';
import { documentsForm } from './knowledge-helpers';

const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
// The lead leads team A (marketing) and has nothing to do with team B (creative).
const A = 'marketing';
const B = 'creative';
const lead = await createUser(ctx, { leadOf: [A] });
const memberB = await createUser(ctx, { teams: [B] });
const newcomer = await createUser(ctx);

const call = (user: TestUser, method: Method, url: string, payload?: unknown) =>
  callAs(ctx, user, method, url, payload);

const upload = async (user: TestUser, teamId: string, customerId: string) => {
  const body = await documentsForm([{ name: 'notes.txt', body: 'Opening hours: nine to five.' }]);
  return ctx.app.inject({
    method: 'POST',
    url: adminPaths.documents(teamId, customerId),
    headers: { ...bearer(user.token), 'content-type': body.contentType },
    payload: body.payload,
  });
};

const customerB = expectStatus<AdminCustomer>(
  await call(admin, 'POST', adminPaths.customers(B), { name: 'Bravo Ltd' }),
  201,
);
const specialistB = expectStatus<AdminSpecialist>(
  await call(admin, 'POST', adminPaths.specialists(B), { name: 'Bravo writer' }),
  201,
);
const [documentB] = expectStatus<{ documents: CustomerDocument[] }>(
  await upload(admin, B, customerB.id),
  201,
).documents;

const patchUser = (as: TestUser, userId: string, body: Record<string, unknown>) =>
  call(as, 'PATCH', adminPaths.user(userId), body);

/** A route's path with team B's things for its parameters. */
const withTeamB = (url: string) =>
  url
    .replace(':teamId', B)
    .replace(':customerId', customerB.id)
    .replace(':specialistId', specialistB.id)
    .replace(':documentId', documentB?.id ?? 'none')
    .replace(':userId', memberB.id);

/** The routes a lead reaches, each answering with their teams' part only: tested one by one below. */
const ownRoutes = [
  'GET /api/admin/users',
  'PATCH /api/admin/users/:userId',
  'GET /api/admin/teams',
  'GET /api/admin/usage',
  'GET /api/admin/audit',
  // Their teams' and their teams' customers' budgets (test/budgets.test.ts).
  'GET /api/admin/budgets',
  'PUT /api/admin/budgets',
  // Their teams' calls only (test/costs.test.ts).
  'GET /api/admin/costs',
];

describe('the admin routes and team leads', () => {
  it('has a decision for leads on every admin route', () => {
    expect(adminRouteTable.size).toBeGreaterThan(20);
    // Routes registered outside the admin plugin are in the table too.
    expect(adminRouteTable.has('DELETE /api/admin/users/:userId')).toBe(true);
    const undecided = [...adminRouteTable]
      .filter(([, access]) => access === undefined)
      .map(([route]) => route);
    expect(undecided).toEqual([]);
    const own = [...adminRouteTable].filter(([, access]) => access === 'own').map(([route]) => route);
    expect(own.sort()).toEqual([...ownRoutes].sort());
  });

  it("refuses a lead every admin call on another team's things, and every admins-only call (403)", async () => {
    for (const [route, access] of adminRouteTable) {
      if (access === 'own') continue;
      const [method, url] = route.split(' ') as [Method, string];
      const response = await call(lead, method, withTeamB(url), {});
      expect(response.statusCode, `${route}: ${response.body}`).toBe(403);
    }
    // Outside /api/admin: creating people and the admin status.
    const email = `someone@${ctx.config.companyDomain}`;
    const register = await call(lead, 'POST', apiPaths.register(email), {
      email,
      password: 'correct-horse-1',
      authProvider: 'password',
      agents: [A],
    });
    expect(register.statusCode).toBe(403);
    expect((await call(lead, 'POST', apiPaths.adminStatus(lead.id))).statusCode).toBe(403);
  });

  it("lets a lead work on their team's customers, documents, specialists and instructions", async () => {
    const customer = expectStatus<AdminCustomer>(
      await call(lead, 'POST', adminPaths.customers(A), { name: 'Alpha Co' }),
      201,
    );
    expectStatus<AdminCustomer>(
      await call(lead, 'PATCH', adminPaths.customer(A, customer.id), { profile: '- Alpha sells kites.' }),
      200,
    );
    const customers = expectStatus<AdminCustomer[]>(await call(lead, 'GET', adminPaths.customers(A)), 200);
    expect(customers.map((row) => row.name)).toContain('Alpha Co');
    const [document] = expectStatus<{ documents: CustomerDocument[] }>(
      await upload(lead, A, customer.id),
      201,
    ).documents;
    expectStatus<CustomerDocument[]>(await call(lead, 'GET', adminPaths.documents(A, customer.id)), 200);
    expectStatus(await call(lead, 'DELETE', adminPaths.document(A, customer.id, document?.id ?? '')), 200);
    const specialist = expectStatus<AdminSpecialist>(
      await call(lead, 'POST', adminPaths.specialists(A), { name: 'Alpha writer' }),
      201,
    );
    expectStatus(
      await call(lead, 'PATCH', adminPaths.specialist(A, specialist.id), { name: 'Kite writer' }),
      200,
    );
    const team = expectStatus<AdminTeam>(
      await call(lead, 'PATCH', adminPaths.team(A), { instructions: 'Write about kites.' }),
      200,
    );
    expect(team.instructions).toBe('Write about kites.');
    // The whole form may come back with the app name unchanged.
    expectStatus(
      await call(lead, 'PATCH', adminPaths.team(A), {
        name: team.name,
        app_name: team.app_name,
        instructions: 'Write about kites, briefly.',
      }),
      200,
    );
    // Not its app name (what clients call it by): admins only.
    expect((await call(lead, 'PATCH', adminPaths.team(A), { app_name: 'kites_agent' })).statusCode).toBe(403);

    const audit = expectStatus<AuditPage>(await call(admin, 'GET', adminPaths.audit), 200);
    const byLead = audit.entries
      .filter((entry) => entry.actorUserId === lead.id)
      .map((entry) => entry.action);
    expect(byLead).toEqual(
      expect.arrayContaining([
        'customer.created',
        'customer.changed',
        'document.created',
        'document.deleted',
        'specialist.created',
        'specialist.changed',
        'team.changed',
      ]),
    );
  });

  it('shows a lead their teams only', async () => {
    const teams = expectStatus<AdminTeam[]>(await call(lead, 'GET', adminPaths.teams), 200);
    expect(teams.map((team) => team.id)).toEqual([A]);
    const all = expectStatus<AdminTeam[]>(await call(admin, 'GET', adminPaths.teams), 200);
    expect(all.length).toBeGreaterThan(1);
  });

  it('lets a lead grant or take away their teams for existing people, and nothing else', async () => {
    const grant = expectStatus<AdminUser>(await patchUser(lead, newcomer.id, { teams: [A] }), 200);
    expect(grant.teams).toEqual([A]);
    expectStatus<AdminUser>(await patchUser(lead, newcomer.id, { teams: [] }), 200);
    // Adding A to someone who has B keeps B as it is (the lead is answered with A only).
    const both = expectStatus<AdminUser>(await patchUser(lead, memberB.id, { teams: [B, A] }), 200);
    expect(both.teams).toEqual([A]);
    // The lead is not shown B, so a request without it leaves B as it is too.
    const again = expectStatus<AdminUser>(await patchUser(lead, memberB.id, { teams: [A] }), 200);
    expect(again.teams).toEqual([A]);
    // Granting B: refused, and nothing changes.
    expect((await patchUser(lead, newcomer.id, { teams: [A, B] })).statusCode).toBe(403);
    expect((await patchUser(lead, newcomer.id, { teams: [B] })).statusCode).toBe(403);
    for (const body of [
      { admin: true },
      { leadOf: [A, B] },
      { leadOf: [A] },
      { name: 'Renamed' },
      { disabled: true },
      { teams: [A], admin: true },
    ]) {
      expect((await patchUser(lead, newcomer.id, body)).statusCode, JSON.stringify(body)).toBe(403);
    }
    const page = expectStatus<AdminUserPage>(await call(admin, 'GET', adminPaths.users), 200);
    const byId = new Map(page.users.map((user) => [user.id, user]));
    expect(byId.get(memberB.id)?.teams).toEqual([B, A].sort());
    expect(byId.get(newcomer.id)).toMatchObject({
      teams: [],
      admin: false,
      leadOf: [],
      name: newcomer.email.split('@')[0],
    });
    expect(byId.get(lead.id)?.leadOf).toEqual([A]);
    // The lead finds people by the same list.
    const found = expectStatus<AdminUserPage>(
      await call(lead, 'GET', `${adminPaths.users}?q=${encodeURIComponent(newcomer.email)}`),
      200,
    );
    expect(found.users.map((user) => user.id)).toEqual([newcomer.id]);
  });

  it('shows a lead each person with what concerns their teams only, never admin flags or holds', async () => {
    // Everything a person can be of team B: granted it by hand and by groups, its lead; and an admin on hold.
    const mixed = await createUser(ctx, { admin: true, teams: [A, B], leadOf: [B], legalHold: true });
    await ctx.db.updateTable('user_agents').set({ by_groups: 1 }).where('user_id', '=', mixed.id).execute();
    const find = (page: AdminUserPage) => page.users.find((user) => user.id === mixed.id);
    const listed = `${adminPaths.users}?q=${encodeURIComponent(mixed.email)}`;

    const asAdmin = find(expectStatus<AdminUserPage>(await call(admin, 'GET', listed), 200));
    expect(asAdmin).toMatchObject({
      admin: true,
      legalHold: true,
      teams: [B, A].sort(),
      groupTeams: [B, A].sort(),
      leadOf: [B],
    });
    const asLead = find(expectStatus<AdminUserPage>(await call(lead, 'GET', listed), 200));
    expect(asLead).toMatchObject({ admin: false, legalHold: false, teams: [A], groupTeams: [A], leadOf: [] });

    // The whole list, every field of every person: nothing of team B, no admin, no hold.
    const everyone = expectStatus<AdminUserPage>(
      await call(lead, 'GET', `${adminPaths.users}?limit=100`),
      200,
    );
    expect(everyone.users.length).toBeGreaterThan(3);
    expect(JSON.stringify(everyone)).not.toContain(B);
    for (const user of everyone.users) {
      expect(user.admin || user.legalHold, user.email).toBe(false);
      for (const team of [...user.teams, ...user.groupTeams, ...user.leadOf]) expect(team).toBe(A);
    }
    expect(everyone.users.find((user) => user.id === lead.id)?.leadOf).toEqual([A]);
  });

  it("shows a lead their teams' usage and audit entries only", async () => {
    const inA = await createUser(ctx, { teams: [A, B] });
    const chatA = await createChat(ctx, inA, { app_name: 'marketing_agent' });
    const chatB = await createChat(ctx, inA, { app_name: 'creative_agent' });
    for (const chatId of [chatA, chatB]) {
      expectStatus(
        await call(inA, 'POST', `/api/users/${inA.id}/chats/${chatId}/run`, { message: 'Hello' }),
        200,
      );
    }
    const usage = expectStatus<Usage>(await call(lead, 'GET', adminPaths.usage), 200);
    expect(usage.teams.map((team) => team.teamId)).toEqual([A]);
    expect(usage.totals.chats).toBe(1);
    // A person of both teams counts with team A's chat only.
    expect(usage.users.find((row) => row.userId === inA.id)?.chats).toBe(1);
    expect(JSON.stringify(usage)).not.toContain(B);
    const everything = expectStatus<Usage>(await call(admin, 'GET', adminPaths.usage), 200);
    expect(everything.teams.map((team) => team.teamId).sort()).toEqual([B, A].sort());

    const audit = expectStatus<AuditPage>(await call(lead, 'GET', `${adminPaths.audit}?limit=200`), 200);
    expect(audit.entries.length).toBeGreaterThan(0);
    // Team B's customer, specialist and document were made by the admin: none of them shows.
    const targets = new Set(audit.entries.map((entry) => entry.targetId));
    for (const id of [customerB.id, specialistB.id, documentB?.id, B])
      expect(targets.has(id ?? '')).toBe(false);
    // The lead's grants of team A show (a change of one team is that team's entry)…
    expect(
      audit.entries.some((entry) => entry.action === 'user.changed' && entry.targetId === newcomer.id),
    ).toBe(true);
    // …with A only in their lists: memberB's grant of A kept B, which the lead is not shown.
    const grantToB = audit.entries.find(
      (entry) => entry.action === 'user.changed' && entry.targetId === memberB.id,
    );
    expect(grantToB?.detail).toEqual({ email: memberB.email, teams: { from: [], to: [A] } });
    expect(JSON.stringify(audit.entries)).not.toContain(B);
    const rows = await ctx.db
      .selectFrom('audit_log')
      .select('team_id')
      .where(
        'id',
        'in',
        audit.entries.map((entry) => entry.id),
      )
      .execute();
    expect(rows.every((row) => row.team_id === A)).toBe(true);
  });

  it("answers the caller's admin scope, to themselves only", async () => {
    expect(expectStatus(await call(lead, 'GET', apiPaths.adminScope(lead.id)), 200)).toEqual({
      admin: false,
      leadOf: [A],
    });
    expect(expectStatus(await call(admin, 'GET', apiPaths.adminScope(admin.id)), 200)).toEqual({
      admin: true,
      leadOf: [],
    });
    expect(expectStatus(await call(newcomer, 'GET', apiPaths.adminScope(newcomer.id)), 200)).toEqual({
      admin: false,
      leadOf: [],
    });
    expect((await call(lead, 'GET', apiPaths.adminScope(admin.id))).statusCode).toBe(403);
  });

  it('takes the console away at once when an admin takes the lead away, audited', async () => {
    const formerLead = await createUser(ctx);
    expectStatus(await patchUser(admin, formerLead.id, { leadOf: [B] }), 200);
    expectStatus(await call(formerLead, 'GET', adminPaths.customers(B)), 200);
    expectStatus(await patchUser(admin, formerLead.id, { leadOf: [] }), 200);
    expect((await call(formerLead, 'GET', adminPaths.customers(B))).statusCode).toBe(403);
    expect((await call(formerLead, 'GET', adminPaths.teams)).statusCode).toBe(403);
    expect((await patchUser(admin, formerLead.id, { leadOf: ['no-such-team'] })).statusCode).toBe(400);

    const audit = expectStatus<AuditPage>(
      await call(admin, 'GET', `${adminPaths.audit}?action=user.changed`),
      200,
    );
    const details = audit.entries
      .filter((entry) => entry.targetId === formerLead.id)
      .map((entry) => entry.detail);
    expect(details).toContainEqual(expect.objectContaining({ leadOf: { from: [], to: [B] } }));
    expect(details).toContainEqual(expect.objectContaining({ leadOf: { from: [B], to: [] } }));
  });
});
