import {
  adminPaths,
  type AdminCustomer,
  type AdminSpecialist,
  type AdminTeam,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type CustomerDocument,
} from '@brief/contract/admin-console';
import { sharePaths } from '@brief/contract/shares';
import type { LightMyRequestResponse } from 'fastify';
import { CompiledQuery, createQueryId, type RootOperationNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAuditRepo } from '../src/admin/audit-repo';
import { bearer, buildTestApp, createChat, createUser, login, type TestUser } from './helper';
import { documentsForm } from './knowledge-helpers';

const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const domain = ctx.config.companyDomain;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const call = (user: TestUser, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: bearer(user.token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** The newest entries of one action. */
async function entriesOf(action: AuditAction): Promise<AuditEntry[]> {
  return expectStatus<AuditPage>(
    await call(admin, 'GET', `${adminPaths.audit}?action=${action}&limit=50`),
    200,
  ).entries;
}

async function entryAbout(action: AuditAction, targetId: string): Promise<AuditEntry> {
  const entry = (await entriesOf(action)).find((candidate) => candidate.targetId === targetId);
  if (entry === undefined) throw new Error(`no ${action} entry about ${targetId}`);
  return entry;
}

async function registerUser(email: string): Promise<string> {
  const created = await call(admin, 'POST', `/api/users/${encodeURIComponent(email)}/register`, {
    email,
    password: 'first-pass-1',
    authProvider: 'password',
    agents: ['marketing'],
  });
  return expectStatus<{ user: { id: string } }>(created, 201).user.id;
}

// The admin has a name of their own, as people do; the factory's is the e-mail's first part.
expectStatus(await call(admin, 'PATCH', adminPaths.user(admin.id), { name: 'María García' }), 200);
const maria = { name: 'María García', email: admin.email, exists: true };

describe('each audit entry names who did it and to what', () => {
  it('by the current names: a person renamed after the entry shows by the new name, with their e-mail', async () => {
    const email = `pedro@${domain}`;
    const userId = await registerUser(email);
    expectStatus(
      await call(admin, 'POST', adminPaths.userPassword(userId), { password: 'second-pass-2' }),
      200,
    );
    expectStatus(await call(admin, 'PATCH', adminPaths.user(userId), { name: 'Pedro Ruiz' }), 200);
    const pedro = { name: 'Pedro Ruiz', email, exists: true };

    for (const action of ['user.created', 'user.password_reset', 'user.changed'] as const) {
      const entry = await entryAbout(action, userId);
      expect(entry, action).toMatchObject({ actor: maria, target: pedro });
      // The fields the entry always had are still there.
      expect(entry, action).toMatchObject({
        actorUserId: admin.id,
        actorEmail: admin.email,
        targetType: 'user',
      });
    }
  });

  it('names sign-ins: who signed in, and the account a refused one aimed at (none for an unknown e-mail)', async () => {
    const user = await createUser(ctx, { password: 'sign-in-pass' });
    const person = { name: user.email.split('@')[0], email: user.email, exists: true };
    await login(ctx, user.email, 'not-it', '192.0.2.7');
    await login(ctx, `nobody@${domain}`, 'whatever', '192.0.2.8');

    const [unknown, refused] = await entriesOf('sign_in.failed');
    expect(unknown).toMatchObject({ actorEmail: `nobody@${domain}`, actor: null, target: null });
    expect(refused).toMatchObject({ actorEmail: user.email, actor: null, target: person });
    expect(await entryAbout('sign_in.succeeded', user.id)).toMatchObject({ actor: person, target: person });
  });

  it('by the current name of a team, customer, specialist, document and chat; by the name it had once deleted', async () => {
    const team = expectStatus<AdminTeam>(
      await call(admin, 'POST', adminPaths.teams, { name: 'Harbour', app_name: 'harbour_agent' }),
      201,
    );
    const customer = expectStatus<AdminCustomer>(
      await call(admin, 'POST', adminPaths.customers(team.id), { name: 'Acme' }),
      201,
    );
    const specialist = expectStatus<AdminSpecialist>(
      await call(admin, 'POST', adminPaths.specialists(team.id), { name: 'Nora' }),
      201,
    );
    const form = await documentsForm([{ name: 'brief.txt', body: 'The budget is 40,000 euros.' }]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: adminPaths.documents(team.id, customer.id),
      headers: { ...bearer(admin.token), 'content-type': form.contentType },
      payload: form.payload,
    });
    const document = expectStatus<{ documents: CustomerDocument[] }>(upload, 201).documents[0];
    if (document === undefined) throw new Error('no document stored');
    expectStatus(await call(admin, 'PATCH', adminPaths.team(team.id), { name: 'Harbour Studio' }), 200);
    expectStatus(
      await call(admin, 'PATCH', adminPaths.customer(team.id, customer.id), { name: 'Acme Corp' }),
      200,
    );

    const named = (name: string) => ({ name, email: null, exists: true });
    expect((await entryAbout('team.created', team.id)).target).toEqual(named('Harbour Studio'));
    expect((await entryAbout('customer.created', customer.id)).target).toEqual(named('Acme Corp'));
    expect((await entryAbout('specialist.created', specialist.id)).target).toEqual(named('Nora'));
    expect((await entryAbout('document.created', document.id)).target).toEqual(named('brief.txt'));

    expectStatus(await call(admin, 'DELETE', adminPaths.team(team.id)), 200);
    const gone = (name: string) => ({ name, email: null, exists: false });
    // Each entry keeps the name at its time: the team was Harbour when made, Harbour Studio when deleted.
    expect((await entryAbout('team.created', team.id)).target).toEqual(gone('Harbour'));
    expect((await entryAbout('team.deleted', team.id)).target).toEqual(gone('Harbour Studio'));
    expect((await entryAbout('customer.created', customer.id)).target).toEqual(gone('Acme'));
    // The change that renamed it names it by the name it gave.
    expect((await entryAbout('customer.changed', customer.id)).target).toEqual(gone('Acme Corp'));
    expect((await entryAbout('specialist.created', specialist.id)).target).toEqual(gone('Nora'));
    expect((await entryAbout('document.created', document.id)).target).toEqual(gone('brief.txt'));
    for (const entry of await entriesOf('team.deleted')) expect(entry.actor).toEqual(maria);
  });

  it('names a shared chat by its current title', async () => {
    const owner = await createUser(ctx, { teams: ['marketing'] });
    const colleague = await createUser(ctx, { teams: ['marketing'] });
    const chatId = await createChat(ctx, owner, { agentId: 'marketing' });
    expectStatus(
      await call(owner, 'POST', sharePaths.shares(owner.id, chatId), { emails: [colleague.email] }),
      201,
    );
    expectStatus(
      await call(owner, 'POST', `/api/users/${owner.id}/chats/${chatId}/rename`, { name: 'Spring launch' }),
      200,
    );

    const entry = await entryAbout('chat.shared', chatId);
    expect(entry.target).toEqual({ name: 'Spring launch', email: null, exists: true });
    expect(entry.actor).toMatchObject({ email: owner.email, exists: true });
  });
});

describe('the audit page', () => {
  /** The page's SQL as the repo sends it, and how many statements it took. */
  async function pageStatements(action: string | undefined) {
    const seen: RootOperationNode[] = [];
    const watched = ctx.db.withPlugin({
      transformQuery: ({ node }) => {
        seen.push(node);
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    });
    const rows = await createAuditRepo(watched).page({ action, after: undefined, limit: 5 });
    return { rows, seen };
  }

  it('reads its names in the one query that reads the page, however many entries it holds', async () => {
    const { rows, seen } = await pageStatements(undefined);
    expect(rows.length).toBe(6);
    expect(seen).toHaveLength(1);
  });

  it.skipIf(ctx.config.databaseUrl !== undefined)(
    'walks an index of the log in its order, with or without an action (SQLite plan)',
    async () => {
      for (const action of [undefined, 'user.created']) {
        const { seen } = await pageStatements(action);
        const node = seen[0];
        if (node === undefined) throw new Error('no query');
        const compiled = ctx.db.getExecutor().compileQuery(node, createQueryId());
        const plan = await ctx.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
        );
        const [log, ...names] = plan.rows.map((row) => row.detail);
        // The log through its (at, id) or (action, at, id) index, in that order: no sort of its own.
        expect(log, action).toMatch(/^(SCAN|SEARCH) a USING (COVERING )?INDEX audit_log_/);
        expect(names.join('\n'), action).not.toMatch(/TEMP B-TREE/);
        // Every name found by its row's primary key.
        for (const step of names) expect(step, action).toMatch(/^SEARCH \w+ USING .*\(id=\?\)/);
      }
    },
  );
});
