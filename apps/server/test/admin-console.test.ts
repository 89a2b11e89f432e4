import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  adminPaths,
  type AdminCustomer,
  type AdminSpecialist,
  type AdminTeam,
  type AdminUser,
  type AdminUserPage,
  type AuditEntry,
  type AuditPage,
  type CustomerDocument,
  type Usage,
} from '@brief/contract/admin-console';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createChat, createUser, login, signInAgain, type TestUser } from './helper';
import { createPeopleRepo } from '../src/admin/people-repo';
import { documentsForm, waitForIndexing } from './knowledge-helpers';

const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const member = await createUser(ctx, { teams: ['marketing'] });
const domain = ctx.config.companyDomain;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const call = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: user === null ? {} : bearer(user.token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The answer's body, after checking its status (the body is shown when it is not the expected one). */
function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}
const errorOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { code: string; message: string } }>().error;

async function uploadDocuments(
  user: TestUser,
  teamId: string,
  customerId: string,
  files: { name: string; body: string | Buffer; type?: string }[],
) {
  const body = await documentsForm(files);
  return ctx.app.inject({
    method: 'POST',
    url: adminPaths.documents(teamId, customerId),
    headers: { ...bearer(user.token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const storedFiles = () => {
  try {
    return readdirSync(path.join(ctx.dataDir, 'files'));
  } catch {
    return [];
  }
};

const createTeam = async (body: Record<string, unknown>) =>
  expectStatus<AdminTeam>(await call(admin, 'POST', adminPaths.teams, body), 201);
const createCustomer = async (teamId: string, body: Record<string, unknown>) =>
  expectStatus<AdminCustomer>(await call(admin, 'POST', adminPaths.customers(teamId), body), 201);
const createSpecialist = async (teamId: string, body: Record<string, unknown>) =>
  expectStatus<AdminSpecialist>(await call(admin, 'POST', adminPaths.specialists(teamId), body), 201);
const patchUser = (userId: string, body: Record<string, unknown>, as: TestUser = admin) =>
  call(as, 'PATCH', adminPaths.user(userId), body);

/** Every audit entry, newest first, read page by page. */
async function wholeAuditLog(query = ''): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `${adminPaths.audit}?limit=7${query}${cursor === null ? '' : `&cursor=${cursor}`}`;
    const page: AuditPage = expectStatus<AuditPage>(await call(admin, 'GET', url), 200);
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return entries;
}

const run = async (user: TestUser, chatId: string, message: string) =>
  expectStatus<{ message: string }>(
    await call(user, 'POST', `/api/users/${user.id}/chats/${chatId}/run`, { message }),
    200,
  ).message;

describe('access', () => {
  it('refuses every admin call to a non-admin (403) and to a caller without a token (401)', async () => {
    const customer = expectStatus<AdminCustomer[]>(
      await call(admin, 'GET', adminPaths.customers('marketing')),
      200,
    )[0];
    const specialists = expectStatus<AdminSpecialist[]>(
      await call(admin, 'GET', adminPaths.specialists('marketing')),
      200,
    );
    const specialist = specialists[0];
    if (customer === undefined || specialist === undefined) throw new Error('the seed has no marketing data');
    const calls: [Method, string, unknown?][] = [
      ['GET', adminPaths.users],
      ['PATCH', adminPaths.user(member.id), { name: 'Renamed' }],
      ['PATCH', adminPaths.user(member.id), { admin: true }],
      ['POST', adminPaths.userPassword(admin.id), { password: 'taken-over-1' }],
      ['GET', adminPaths.teams],
      ['POST', adminPaths.teams, { name: 'Sneaky', app_name: 'sneaky_agent' }],
      ['PATCH', adminPaths.team('marketing'), { name: 'Hacked' }],
      ['DELETE', adminPaths.team('marketing')],
      ['GET', adminPaths.specialists('marketing')],
      ['POST', adminPaths.specialists('marketing'), { name: 'Sneaky' }],
      ['PUT', adminPaths.specialistOrder('marketing'), { specialistIds: specialists.map((s) => s.id) }],
      ['PATCH', adminPaths.specialist('marketing', specialist.id), { name: 'Hacked' }],
      ['DELETE', adminPaths.specialist('marketing', specialist.id)],
      ['GET', adminPaths.customers('marketing')],
      ['POST', adminPaths.customers('marketing'), { name: 'Sneaky Ltd' }],
      ['PATCH', adminPaths.customer('marketing', customer.id), { profile: 'Hacked' }],
      ['DELETE', adminPaths.customer('marketing', customer.id)],
      ['GET', adminPaths.documents('marketing', customer.id)],
      ['DELETE', adminPaths.document('marketing', customer.id, 'any-document')],
      ['GET', adminPaths.usage],
      ['GET', adminPaths.audit],
    ];
    for (const [method, url, payload] of calls) {
      const asMember = await call(member, method, url, payload);
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(asMember)).toEqual({ code: 'forbidden', message: 'Admin privileges required' });
      const anonymous = await call(null, method, url, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    const before = storedFiles().length;
    const upload = await uploadDocuments(member, 'marketing', customer.id, [{ name: 'x.txt', body: 'x' }]);
    expect(upload.statusCode).toBe(403);
    expect(storedFiles()).toHaveLength(before);

    // Nothing of it happened.
    const teams = expectStatus<AdminTeam[]>(await call(admin, 'GET', adminPaths.teams), 200);
    expect(teams.find((t) => t.id === 'marketing')?.name).toBe('Marketing');
    expect(teams.some((t) => t.app_name === 'sneaky_agent')).toBe(false);
    expect(
      expectStatus<AdminSpecialist[]>(await call(admin, 'GET', adminPaths.specialists('marketing')), 200),
    ).toEqual(specialists);
    expect((await login(ctx, admin.email, 'correct-horse-1')).statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect([row.name, row.is_admin]).toEqual([member.email.split('@')[0], 0]);
  });
});

describe('people', () => {
  it('lists users with their provider, admin flag, teams, last sign-in and state', async () => {
    const google = await createUser(ctx, { provider: 'google', teams: ['creative', 'service'] });
    const page = expectStatus<AdminUserPage>(await call(admin, 'GET', `${adminPaths.users}?limit=200`), 200);
    const byId = new Map(page.users.map((user) => [user.id, user]));
    expect(byId.get(member.id)).toMatchObject({
      email: member.email,
      provider: 'password',
      admin: false,
      teams: ['marketing'],
      disabled: false,
      disabledAt: null,
    });
    expect(byId.get(member.id)?.lastSignInAt).toEqual(expect.any(String));
    expect(byId.get(admin.id)).toMatchObject({ admin: true });
    expect(byId.get(google.id)).toMatchObject({
      provider: 'google',
      teams: ['creative', 'service'],
      lastSignInAt: null,
    });
    const emails = page.users.map((user) => user.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('searches e-mail and name in any case and pages without gaps or repeats', async () => {
    const people = await Promise.all(
      ['ana', 'bea', 'cai', 'dov', 'eli'].map((first) =>
        createUser(ctx, { email: `${first}.pager@${domain}`, password: null }),
      ),
    );
    await ctx.db
      .updateTable('users')
      .set({ name: 'Zoë Pagerfield' })
      .where('id', '=', people[2]?.id ?? '')
      .execute();

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `${adminPaths.users}?q=PAGER&limit=2${cursor === null ? '' : `&cursor=${cursor}`}`;
      const page: AdminUserPage = expectStatus<AdminUserPage>(await call(admin, 'GET', url), 200);
      expect(page.users.length).toBeLessThanOrEqual(2);
      seen.push(...page.users.map((user) => user.email));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null);
    expect(seen).toEqual(['ana', 'bea', 'cai', 'dov', 'eli'].map((first) => `${first}.pager@${domain}`));
    expect(pages).toBe(3);

    // By name, in any case (SQLite's lower() folds ASCII letters only, so the test sticks to those).
    const byAsciiName = expectStatus<AdminUserPage>(
      await call(admin, 'GET', `${adminPaths.users}?q=PAGERFIELD`),
      200,
    );
    expect(byAsciiName.users.map((user) => user.email)).toEqual([`cai.pager@${domain}`]);

    const literal = expectStatus<AdminUserPage>(await call(admin, 'GET', `${adminPaths.users}?q=%25_`), 200);
    expect(literal.users).toEqual([]);
    const badCursor = await call(admin, 'GET', `${adminPaths.users}?cursor=not-a-cursor`);
    expect(badCursor.statusCode).toBe(400);
    expect(errorOf(badCursor).message).toContain('cursor');
    expect((await call(admin, 'GET', `${adminPaths.users}?limit=0`)).statusCode).toBe(400);
  });

  it("changes a user's name, admin flag and teams; the user then sees exactly those teams", async () => {
    const user = await createUser(ctx, { teams: ['marketing'] });
    const changed = expectStatus<AdminUser>(
      await patchUser(user.id, { name: '  Rosa Díaz ', teams: ['service', 'creative', 'service'] }),
      200,
    );
    expect(changed).toMatchObject({ name: 'Rosa Díaz', teams: ['creative', 'service'], admin: false });
    const agents = expectStatus<{ id: string }[]>(
      await call(user, 'GET', `/api/users/${user.id}/agents`),
      200,
    );
    expect(agents.map((team) => team.id).sort()).toEqual(['creative', 'service']);
    expect((await call(user, 'GET', `/api/users/${user.id}/agents/marketing/customers`)).statusCode).toBe(
      404,
    );

    // A change of admin flag ends the user's sessions: they sign in again and have the new rights.
    expect(expectStatus<AdminUser>(await patchUser(user.id, { admin: true }), 200).admin).toBe(true);
    expect((await call(user, 'GET', adminPaths.teams)).statusCode).toBe(401);
    const promoted = await signInAgain(ctx, user);
    expect((await call(promoted, 'GET', adminPaths.teams)).statusCode).toBe(200);
    expect(expectStatus<AdminUser>(await patchUser(user.id, { admin: false, teams: [] }), 200)).toMatchObject(
      {
        admin: false,
        teams: [],
      },
    );
    expect((await call(promoted, 'GET', adminPaths.teams)).statusCode).toBe(401);
    expect((await call(await signInAgain(ctx, user), 'GET', adminPaths.teams)).statusCode).toBe(403);
  });

  it('validates changes and names the field', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, 400, 'Send at least one of name, admin, teams, disabled'],
      [{ name: '   ' }, 400, 'Name cannot be empty'],
      [{ admin: 'yes' }, 400, 'body.admin'],
      [{ teams: ['marketing', 'no-such-team'] }, 400, 'teams: unknown team no-such-team'],
    ];
    for (const [body, status, message] of cases) {
      const response = await patchUser(member.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorOf(response).message).toContain(message);
    }
    expect((await patchUser('no-such-user', { name: 'Nobody' })).statusCode).toBe(404);
  });

  it('refuses to let an admin remove their own admin flag or disable themselves', async () => {
    const demote = await patchUser(admin.id, { admin: false });
    expect(demote.statusCode).toBe(409);
    expect(errorOf(demote)).toEqual({
      code: 'conflict',
      message: 'You cannot remove your own admin rights; ask another admin to do it',
      reason: 'own_admin_rights',
    });
    const disable = await patchUser(admin.id, { disabled: true, name: 'Still me' });
    expect(disable.statusCode).toBe(409);
    expect(errorOf(disable).message).toBe('You cannot disable your own account');
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect([row.is_admin, row.disabled_at, row.name]).toEqual([1, null, admin.email.split('@')[0]]);
    // Another admin may demote them.
    const other = await createUser(ctx, { admin: true });
    expect(expectStatus<AdminUser>(await patchUser(other.id, { admin: false }), 200).admin).toBe(false);
  });

  it('disabling signs the user out everywhere at once; enabling lets them sign in again', async () => {
    const user = await createUser(ctx, { teams: ['marketing'] });
    const agents = `/api/users/${user.id}/agents`;
    expect((await call(user, 'GET', agents)).statusCode).toBe(200);

    const disabled = expectStatus<AdminUser>(await patchUser(user.id, { disabled: true }), 200);
    expect(disabled).toMatchObject({ disabled: true, disabledAt: ctx.clock.now().toISOString() });
    const next = await call(user, 'GET', agents);
    expect(next.statusCode).toBe(401);
    expect((await call(user, 'POST', '/api/renew-token', {})).statusCode).toBe(401);
    expect((await login(ctx, user.email, 'correct-horse-1')).statusCode).toBe(401);

    expect(expectStatus<AdminUser>(await patchUser(user.id, { disabled: false }), 200).disabled).toBe(false);
    // The tokens issued before the disable stay dead; a new sign-in works.
    expect((await call(user, 'GET', agents)).statusCode).toBe(401);
    expect((await call(await signInAgain(ctx, user), 'GET', agents)).statusCode).toBe(200);
  });

  it('resets a password: the new one signs in, the old one no longer does, even after lock-out', async () => {
    const user = await createUser(ctx, { password: 'old-password-1' });
    for (let attempt = 0; attempt < 5; attempt += 1) await login(ctx, user.email, 'wrong-guess', '10.0.0.9');
    expect((await login(ctx, user.email, 'old-password-1', '10.0.0.9')).statusCode).toBe(429);

    const reset = await call(admin, 'POST', adminPaths.userPassword(user.id), { password: 'new-password-2' });
    expect(expectStatus<unknown>(reset, 200)).toEqual({ id: user.id, passwordReset: true });
    expect((await login(ctx, user.email, 'old-password-1', '10.0.0.10')).statusCode).toBe(401);
    expect((await login(ctx, user.email, 'new-password-2', '10.0.0.10')).statusCode).toBe(200);

    const short = await call(admin, 'POST', adminPaths.userPassword(user.id), { password: '12345' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toContain('Password must be at least 6 characters');
    const google = await createUser(ctx, { provider: 'google' });
    const notPassword = await call(admin, 'POST', adminPaths.userPassword(google.id), {
      password: 'whatever-1',
    });
    expect(notPassword.statusCode).toBe(409);
    expect(errorOf(notPassword).message).toBe('This user signs in with Google and has no password to reset');
    const openId = await createUser(ctx, { provider: 'oidc' });
    const notPasswordEither = await call(admin, 'POST', adminPaths.userPassword(openId.id), {
      password: 'whatever-1',
    });
    expect(notPasswordEither.statusCode).toBe(409);
    expect(errorOf(notPasswordEither).message).toBe(
      "This user signs in through the company's OpenID provider and has no password to reset",
    );
    expect(
      (await call(admin, 'POST', adminPaths.userPassword('nobody'), { password: 'whatever-1' })).statusCode,
    ).toBe(404);
  });
});

describe('teams, specialists and customers', () => {
  it('creates, lists, changes and deletes a team, with its counts', async () => {
    const team = await createTeam({
      name: 'Data & Análisis',
      description: 'Numbers people',
      app_name: 'data_agent',
      instructions: 'You are the data team.',
    });
    expect(team).toMatchObject({
      id: 'data-analisis',
      name: 'Data & Análisis',
      app_name: 'data_agent',
      instructions: 'You are the data team.',
      customerCount: 0,
      specialistCount: 0,
      memberCount: 0,
    });
    const again = await createTeam({ name: 'Data & Análisis', app_name: 'data_agent_2' });
    expect(again.id).toBe('data-analisis-2');

    await createCustomer(team.id, { name: 'Acme' });
    await createSpecialist(team.id, { name: 'Ada' });
    await patchUser(member.id, { teams: ['marketing', team.id] });
    const listed = expectStatus<AdminTeam[]>(await call(admin, 'GET', adminPaths.teams), 200);
    expect(listed.find((t) => t.id === team.id)).toMatchObject({
      customerCount: 1,
      specialistCount: 1,
      memberCount: 1,
    });

    const changed = expectStatus<AdminTeam>(
      await call(admin, 'PATCH', adminPaths.team(team.id), { name: 'Data', app_name: 'data_team' }),
      200,
    );
    expect(changed).toMatchObject({ name: 'Data', app_name: 'data_team', description: 'Numbers people' });
    const visible = expectStatus<{ id: string; app_name: string }[]>(
      await call(member, 'GET', `/api/users/${member.id}/agents`),
      200,
    );
    expect(visible.find((t) => t.id === team.id)?.app_name).toBe('data_team');

    expect(expectStatus<unknown>(await call(admin, 'DELETE', adminPaths.team(again.id)), 200)).toEqual({
      id: again.id,
      deleted: true,
    });
    expect((await call(admin, 'DELETE', adminPaths.team(again.id))).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', adminPaths.team(again.id), { name: 'Gone' })).statusCode).toBe(404);
  });

  it('refuses a taken app name or id (409) and invalid fields (400, field named)', async () => {
    const taken = await call(admin, 'POST', adminPaths.teams, { name: 'Copy', app_name: 'marketing_agent' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toEqual({
      code: 'conflict',
      message: 'A team with the app name "marketing_agent" already exists',
      reason: 'app_name_taken',
      field: 'app_name',
      values: { name: 'marketing_agent' },
    });
    const takenId = await call(admin, 'POST', adminPaths.teams, {
      id: 'creative',
      name: 'X',
      app_name: 'x_agent',
    });
    expect(takenId.statusCode).toBe(409);
    const onPatch = await call(admin, 'PATCH', adminPaths.team('creative'), { app_name: 'service_agent' });
    expect(onPatch.statusCode).toBe(409);
    const own = await call(admin, 'PATCH', adminPaths.team('creative'), { app_name: 'creative_agent' });
    expect(own.statusCode).toBe(200);

    const invalid: [Record<string, unknown>, string][] = [
      [{ name: '', app_name: 'ok_agent' }, 'Name cannot be empty'],
      [{ name: 'Spaces', app_name: 'has spaces' }, 'body.app_name'],
      [{ name: 'No app' }, 'body.app_name'],
      [{ id: 'Upper Case', name: 'Id', app_name: 'id_agent' }, 'body.id'],
      [{ name: 'Long', app_name: 'long_agent', instructions: 'x'.repeat(20_001) }, 'Instructions is longer'],
    ];
    for (const [body, message] of invalid) {
      const response = await call(admin, 'POST', adminPaths.teams, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(response).message).toContain(message);
    }
    expect((await call(admin, 'PATCH', adminPaths.team('creative'), {})).statusCode).toBe(400);
  });

  it('keeps specialists in order: add at a place, move, reorder, delete, and names unique', async () => {
    const team = await createTeam({ name: 'Order Team', app_name: 'order_agent' });
    const names = (list: AdminSpecialist[]) => list.map((s) => `${s.position}:${s.name}`);
    const listOf = async () =>
      expectStatus<AdminSpecialist[]>(await call(admin, 'GET', adminPaths.specialists(team.id)), 200);
    const a = await createSpecialist(team.id, { name: 'Ana', description: 'SEO', instructions: 'Do SEO.' });
    const b = await createSpecialist(team.id, { name: 'Ben' });
    const c = await createSpecialist(team.id, { name: 'Cleo', position: 0 });
    expect(names(await listOf())).toEqual(['0:Cleo', '1:Ana', '2:Ben']);
    expect(a).toMatchObject({ teamId: team.id, description: 'SEO', instructions: 'Do SEO.' });

    const moved = expectStatus<AdminSpecialist>(
      await call(admin, 'PATCH', adminPaths.specialist(team.id, c.id), { position: 9, description: 'Data' }),
      200,
    );
    expect(moved).toMatchObject({ position: 2, description: 'Data' });
    expect(names(await listOf())).toEqual(['0:Ana', '1:Ben', '2:Cleo']);

    const reordered = expectStatus<AdminSpecialist[]>(
      await call(admin, 'PUT', adminPaths.specialistOrder(team.id), { specialistIds: [b.id, c.id, a.id] }),
      200,
    );
    expect(names(reordered)).toEqual(['0:Ben', '1:Cleo', '2:Ana']);
    // What the chat sees, in the same order.
    const forChat = expectStatus<{ name: string }[]>(
      await call(admin, 'GET', `/api/agents/${team.id}/specialists`),
      200,
    );
    expect(forChat.map((s) => s.name)).toEqual(['Ben', 'Cleo', 'Ana']);

    const partial = await call(admin, 'PUT', adminPaths.specialistOrder(team.id), {
      specialistIds: [a.id, b.id],
    });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial).message).toContain('specialistIds');
    const duplicate = await call(admin, 'POST', adminPaths.specialists(team.id), { name: 'Ana' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).message).toBe('This team already has a specialist named "Ana"');
    expect(
      (await call(admin, 'PATCH', adminPaths.specialist(team.id, b.id), { name: 'Cleo' })).statusCode,
    ).toBe(409);
    expect(
      (await call(admin, 'PATCH', adminPaths.specialist('marketing', b.id), { name: 'X' })).statusCode,
    ).toBe(404);

    expect((await call(admin, 'DELETE', adminPaths.specialist(team.id, c.id))).statusCode).toBe(200);
    expect(names(await listOf())).toEqual(['0:Ben', '1:Ana']);
  });

  it('creates, changes and deletes customers; names are unique per team', async () => {
    const team = await createTeam({ name: 'Customer Team', app_name: 'customer_agent' });
    const acme = await createCustomer(team.id, { name: 'Acme', description: 'Anvils', profile: '# Acme' });
    expect(acme).toMatchObject({ teamId: team.id, name: 'Acme', profile: '# Acme', documentCount: 0 });
    const duplicate = await call(admin, 'POST', adminPaths.customers(team.id), { name: 'Acme' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).message).toBe('This team already has a customer named "Acme"');
    // The same name in another team is another customer.
    await createCustomer('creative', { name: 'Acme' });
    const tooLong = await call(admin, 'POST', adminPaths.customers(team.id), {
      name: 'Big',
      profile: 'x'.repeat(100_001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).message).toContain('Profile is longer than 100,000 characters');

    const beta = await createCustomer(team.id, { name: 'Beta' });
    expect(
      (await call(admin, 'PATCH', adminPaths.customer(team.id, beta.id), { name: 'Acme' })).statusCode,
    ).toBe(409);
    const changed = expectStatus<AdminCustomer>(
      await call(admin, 'PATCH', adminPaths.customer(team.id, beta.id), {
        name: 'Beta Labs',
        profile: 'New',
      }),
      200,
    );
    expect(changed).toMatchObject({ name: 'Beta Labs', profile: 'New', description: '' });
    const names = expectStatus<string[]>(
      await call(admin, 'GET', `/api/users/${admin.id}/agents/${team.id}/customers`),
      200,
    );
    expect(names).toEqual(['Acme', 'Beta Labs']);
    expect(
      (await call(admin, 'PATCH', adminPaths.customer('creative', beta.id), { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await call(admin, 'DELETE', adminPaths.customer(team.id, beta.id))).statusCode).toBe(200);
    const left = expectStatus<AdminCustomer[]>(await call(admin, 'GET', adminPaths.customers(team.id)), 200);
    expect(left.map((customer) => customer.name)).toEqual(['Acme']);
  });

  it('stores documents with readable text, refuses the rest whole, and deletes them with their bytes', async () => {
    const team = await createTeam({ name: 'Document Team', app_name: 'document_agent' });
    const customer = await createCustomer(team.id, { name: 'Docs Inc' });
    const before = storedFiles();
    const uploaded = expectStatus<{ documents: CustomerDocument[] }>(
      await uploadDocuments(admin, team.id, customer.id, [
        { name: 'notes.md', body: '# Notes\nThe launch is in May.', type: 'text/markdown' },
        { name: 'leads.csv', body: 'name,city\nAda,Leeds\n', type: 'text/csv' },
      ]),
      201,
    ).documents;
    expect(uploaded.map((d) => [d.name, d.type, d.uploadedBy])).toEqual([
      ['notes.md', 'text/markdown', admin.email],
      ['leads.csv', 'text/csv', admin.email],
    ]);
    expect(uploaded[0]?.characters).toBe('# Notes\nThe launch is in May.'.length);
    expect(storedFiles()).toHaveLength(before.length + 2);

    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const refused = await uploadDocuments(admin, team.id, customer.id, [
      { name: 'ok.txt', body: 'fine text' },
      { name: 'logo.png', body: png, type: 'image/png' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toContain('"logo.png" has no text the agent can read');
    expect(storedFiles()).toHaveLength(before.length + 2);

    const listed = expectStatus<CustomerDocument[]>(
      await call(admin, 'GET', adminPaths.documents(team.id, customer.id)),
      200,
    );
    expect(listed.map((d) => d.name)).toEqual(['notes.md', 'leads.csv']);
    const counted = expectStatus<AdminCustomer[]>(
      await call(admin, 'GET', adminPaths.customers(team.id)),
      200,
    );
    expect(counted[0]?.documentCount).toBe(2);

    const first = uploaded[0];
    if (first === undefined) throw new Error('no document');
    expect(
      (await call(admin, 'DELETE', adminPaths.document(team.id, customer.id, first.id))).statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'DELETE', adminPaths.document(team.id, customer.id, first.id))).statusCode,
    ).toBe(404);
    expect(storedFiles()).toHaveLength(before.length + 1);
    // Deleting the team takes its customers' documents and their bytes along.
    expect((await call(admin, 'DELETE', adminPaths.team(team.id))).statusCode).toBe(200);
    expect(storedFiles()).toEqual(before);
    expect((await call(admin, 'GET', adminPaths.documents(team.id, customer.id))).statusCode).toBe(404);
  });
});

describe('catalogue changes reach the next message', () => {
  it('answers from the changed profile, the uploaded document and the renamed customer and specialist', async () => {
    const team = await createTeam({
      name: 'Outdoor',
      app_name: 'outdoor_agent',
      instructions: 'Outdoor gear.',
    });
    const customer = await createCustomer(team.id, {
      name: 'Zephyr Outdoor',
      description: 'Hiking gear',
      profile:
        '# Zephyr Outdoor\n## Loyalty\n- The Trailblazers loyalty programme has 4,321 members.\n## Stores\n- Zephyr runs 12 stores in Patagonia.',
    });
    const specialist = await createSpecialist(team.id, {
      name: 'Nora Numbers',
      description: 'data analysis',
    });
    const user = await createUser(ctx, { teams: [team.id] });
    const chatId = await createChat(ctx, user, {
      app_name: team.app_name,
      customerName: customer.name,
      specialists: [specialist.name],
    });
    const question = 'How many members does the Trailblazers loyalty programme have?';

    const first = await run(user, chatId, question);
    expect(first).toContain('The Trailblazers loyalty programme has 4,321 members.');
    expect(first).toContain('**Nora Numbers**');

    await call(admin, 'PATCH', adminPaths.customer(team.id, customer.id), {
      profile:
        '# Zephyr Outdoor\n## Loyalty\n- The Trailblazers loyalty programme has 9,876 members since the spring relaunch.',
    });
    const second = await run(user, chatId, question);
    expect(second).toContain('9,876 members since the spring relaunch');
    expect(second).not.toContain('4,321');

    expectStatus(
      await uploadDocuments(admin, team.id, customer.id, [
        {
          name: 'quokka-results.txt',
          body: 'The Quokka autumn campaign reached 55,000 viewers in Perth.\nIts budget was AUD 80,000.',
        },
      ]),
      201,
    );
    await waitForIndexing(ctx.app, admin, team.id, customer.id);
    const third = await run(user, chatId, 'How many viewers did the Quokka autumn campaign reach in Perth?');
    expect(third).toContain('The Quokka autumn campaign reached 55,000 viewers in Perth.');

    await call(admin, 'PATCH', adminPaths.customer(team.id, customer.id), { name: 'Zephyr Outdoors Ltd' });
    await call(admin, 'PATCH', adminPaths.specialist(team.id, specialist.id), { name: 'Nora Insights' });
    const fourth = await run(user, chatId, question);
    expect(fourth).toContain('**Zephyr Outdoors Ltd**');
    expect(fourth).toContain('9,876 members');
    expect(fourth).toContain('**Nora Insights**');
    const chat = expectStatus<{ customerName: string; specialists: string[] }>(
      await call(user, 'GET', `/api/users/${user.id}/chats/${chatId}`),
      200,
    );
    expect([chat.customerName, chat.specialists]).toEqual(['Zephyr Outdoors Ltd', ['Nora Insights']]);
  });
});

describe('usage', () => {
  it('counts chats, messages and tokens per user, per team and per day, within the window', async () => {
    const team = await createTeam({ name: 'Usage Team', app_name: 'usage_agent' });
    await createCustomer(team.id, { name: 'Meter Co', profile: '- Meter Co reads 300 meters a day.' });
    const user = await createUser(ctx, { teams: [team.id] });
    const chatA = await createChat(ctx, user, { app_name: team.app_name, customerName: 'Meter Co' });
    const chatB = await createChat(ctx, user, { app_name: team.app_name, customerName: 'Meter Co' });
    await run(user, chatA, 'How many meters a day?');
    await run(user, chatA, 'And how many meters a week?');
    await run(user, chatB, 'Meters per day?');
    // One of the user's messages is older than the window.
    const old = await ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('chat_id', '=', chatB)
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('messages')
      .set({ created_at: new Date(ctx.clock.now().getTime() - 40 * 86_400_000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    const tokens = await ctx.db
      .selectFrom('messages')
      .select(['input_tokens', 'output_tokens'])
      .where('chat_id', 'in', [chatA, chatB])
      .where('id', '<>', old.id)
      .execute();
    const sum = (key: 'input_tokens' | 'output_tokens') => tokens.reduce((n, row) => n + (row[key] ?? 0), 0);
    expect(sum('output_tokens')).toBeGreaterThan(0);

    const usage = expectStatus<Usage>(await call(admin, 'GET', adminPaths.usage), 200);
    expect(usage.days).toBe(30);
    expect(usage.since).toBe('2026-02-01T00:00:00.000Z');
    expect(usage.users.find((row) => row.userId === user.id)).toEqual({
      userId: user.id,
      email: user.email,
      name: user.email.split('@')[0],
      chats: 2,
      messages: 5,
      inputTokens: sum('input_tokens'),
      outputTokens: sum('output_tokens'),
    });
    expect(usage.teams.find((row) => row.teamId === team.id)).toMatchObject({
      name: 'Usage Team',
      appName: 'usage_agent',
      chats: 2,
      messages: 5,
    });
    expect(usage.daily).toHaveLength(30);
    expect(usage.daily[0]?.date).toBe('2026-02-01');
    const today = usage.daily.at(-1);
    expect(today?.date).toBe('2026-03-02');
    expect(today?.messages).toBe(usage.totals.messages);
    expect(usage.daily.slice(0, -1).every((day) => day.messages === 0 && day.inputTokens === null)).toBe(
      true,
    );
    expect(usage.totals.messages).toBeGreaterThanOrEqual(5);

    const wider = expectStatus<Usage>(await call(admin, 'GET', `${adminPaths.usage}?days=60`), 200);
    expect(wider.users.find((row) => row.userId === user.id)).toMatchObject({ chats: 2, messages: 6 });
    expect(wider.daily.filter((day) => day.messages > 0).map((day) => day.date)).toEqual([
      '2026-01-21',
      '2026-03-02',
    ]);
    for (const days of ['0', '366', 'many']) {
      expect((await call(admin, 'GET', `${adminPaths.usage}?days=${days}`)).statusCode).toBe(400);
    }
  });
});

describe('audit log', () => {
  it('records sign-ins that succeed and fail, with who, what and from where', async () => {
    const user = await createUser(ctx, { password: 'audit-pass-1' });
    await login(ctx, user.email, 'not-it', '192.0.2.7');
    await login(ctx, `ghost@${domain}`, 'whatever', '192.0.2.8');
    await login(ctx, user.email, 'audit-pass-1', '192.0.2.9');
    const [success, unknown, failure] = expectStatus<AuditPage>(
      await call(admin, 'GET', `${adminPaths.audit}?limit=1&action=sign_in.succeeded`),
      200,
    ).entries.concat(
      expectStatus<AuditPage>(
        await call(admin, 'GET', `${adminPaths.audit}?limit=2&action=sign_in.failed`),
        200,
      ).entries,
    );
    expect(success).toMatchObject({
      action: 'sign_in.succeeded',
      actorUserId: user.id,
      actorEmail: user.email,
      targetType: 'user',
      targetId: user.id,
      detail: { method: 'password' },
      ip: '192.0.2.9',
    });
    expect(unknown).toMatchObject({
      action: 'sign_in.failed',
      actorUserId: null,
      actorEmail: `ghost@${domain}`,
      targetId: null,
      detail: { method: 'password', reason: 'unknown user' },
      ip: '192.0.2.8',
    });
    expect(failure).toMatchObject({
      action: 'sign_in.failed',
      actorUserId: null,
      actorEmail: user.email,
      targetId: user.id,
      detail: { method: 'password', reason: 'wrong password' },
      ip: '192.0.2.7',
    });
  });

  it('records user and catalogue changes by whom, and nothing for a refused change', async () => {
    const email = `audited@${domain}`;
    const created = await call(admin, 'POST', `/api/users/${encodeURIComponent(email)}/register`, {
      email,
      password: 'secret-pass',
      authProvider: 'password',
      agents: ['marketing'],
    });
    const userId = expectStatus<{ user: { id: string } }>(created, 201).user.id;
    await patchUser(userId, { name: 'Audited Person', teams: ['creative'] });
    await patchUser(userId, { disabled: true });
    await patchUser(userId, { disabled: false });
    await call(admin, 'POST', adminPaths.userPassword(userId), { password: 'another-pass' });
    const team = await createTeam({ name: 'Audit Team', app_name: 'audit_agent', instructions: 'Be brief.' });
    await call(admin, 'PATCH', adminPaths.team(team.id), { instructions: 'Be very brief.' });
    expect(
      (await call(admin, 'POST', adminPaths.teams, { name: 'Dup', app_name: 'audit_agent' })).statusCode,
    ).toBe(409);
    const customer = await createCustomer(team.id, { name: 'Audit Co' });
    await call(admin, 'PATCH', adminPaths.customer(team.id, customer.id), { description: 'Checked' });
    const document = expectStatus<{ documents: CustomerDocument[] }>(
      await uploadDocuments(admin, team.id, customer.id, [{ name: 'a.txt', body: 'Audit text.' }]),
      201,
    ).documents[0];
    await call(admin, 'DELETE', adminPaths.document(team.id, customer.id, document?.id ?? ''));
    const specialist = await createSpecialist(team.id, { name: 'Auditor' });
    await call(admin, 'PATCH', adminPaths.specialist(team.id, specialist.id), { description: 'Counts' });
    await call(admin, 'DELETE', adminPaths.specialist(team.id, specialist.id));
    await call(admin, 'DELETE', adminPaths.customer(team.id, customer.id));
    await call(admin, 'DELETE', adminPaths.team(team.id));

    const log = await wholeAuditLog();
    const about = (id: string | undefined) => log.filter((entry) => entry.targetId === id).reverse();
    expect(about(userId).map((entry) => entry.action)).toEqual([
      'user.created',
      'user.changed',
      'user.disabled',
      'user.enabled',
      'user.password_reset',
    ]);
    const [createdEntry, changedEntry] = about(userId);
    expect(createdEntry).toMatchObject({
      actorUserId: admin.id,
      actorEmail: admin.email,
      detail: { email, provider: 'password', teams: ['marketing'] },
    });
    expect(changedEntry?.detail).toEqual({
      email,
      name: { from: 'audited', to: 'Audited Person' },
      teams: { from: ['marketing'], to: ['creative'] },
    });
    expect(about(team.id).map((entry) => entry.action)).toEqual([
      'team.created',
      'team.changed',
      'team.deleted',
    ]);
    expect(about(team.id)[1]?.detail).toEqual({
      name: 'Audit Team',
      instructions: { changed: true, fromLength: 9, toLength: 14 },
    });
    expect(about(customer.id).map((entry) => entry.action)).toEqual([
      'customer.created',
      'customer.changed',
      'customer.deleted',
    ]);
    expect(about(document?.id).map((entry) => entry.action)).toEqual([
      'document.created',
      'document.deleted',
    ]);
    expect(about(specialist.id).map((entry) => entry.action)).toEqual([
      'specialist.created',
      'specialist.changed',
      'specialist.deleted',
    ]);
    expect(log.filter((entry) => entry.detail?.app_name === 'audit_agent').map((e) => e.action)).toEqual([
      'team.deleted',
      'team.created',
    ]);
  });

  it('pages newest first without gaps or repeats, filters by action, and has no way to change an entry', async () => {
    const total = await ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const log = await wholeAuditLog();
    expect(log).toHaveLength(Number(total.n));
    expect(new Set(log.map((entry) => entry.id)).size).toBe(log.length);
    const keys = log.map((entry) => `${entry.at}|${entry.id}`);
    expect(keys).toEqual([...keys].sort().reverse());

    const failures = await wholeAuditLog('&action=sign_in.failed');
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.every((entry) => entry.action === 'sign_in.failed')).toBe(true);
    expect((await call(admin, 'GET', `${adminPaths.audit}?action=user.deleted_everything`)).statusCode).toBe(
      400,
    );
    expect((await call(admin, 'GET', `${adminPaths.audit}?cursor=${'x'.repeat(20)}`)).statusCode).toBe(400);
    for (const method of ['DELETE', 'PATCH', 'PUT'] as const) {
      expect((await call(admin, method, adminPaths.audit, {})).statusCode).toBe(404);
    }
  });
});

describe('the last admin', () => {
  it('is never demoted or disabled, even by a change that slipped past the self-check', async () => {
    const alone = await buildTestApp();
    const admin = await createUser(alone, { admin: true });
    // Every other admin (the bootstrap one, if any) is disabled, so `admin` is the only active one.
    await alone.db
      .updateTable('users')
      .set({ disabled_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '!=', admin.id)
      .where('is_admin', '=', 1)
      .execute();
    const people = createPeopleRepo(alone.db);
    expect(await people.update(admin.id, { is_admin: 0 }, undefined, [])).toBe(false);
    expect(await people.update(admin.id, { disabled_at: '2026-02-01T00:00:00.000Z' }, undefined, [])).toBe(
      false,
    );
    const row = await alone.db
      .selectFrom('users')
      .select(['is_admin', 'disabled_at'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_admin: 1, disabled_at: null });
    // A change that keeps an admin goes through.
    expect(await people.update(admin.id, { name: 'Still in charge' }, undefined, [])).toBe(true);
  });
});
