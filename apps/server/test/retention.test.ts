import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  adminPaths,
  type AdminTeam,
  type AdminUser,
  type AuditPage,
  type RetentionPreview,
} from '@brief/contract/admin-console';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRetentionRepo } from '../src/retention/retention-repo';
import { createRetentionSweep } from '../src/retention/sweep';
import {
  bearer,
  buildTestApp,
  createChat,
  createUser,
  signInAgain,
  uploadFiles,
  type TestUser,
} from './helper';

const ctx = await buildTestApp();
const DAY = 24 * 60 * 60 * 1000;

type Method = 'GET' | 'PATCH' | 'POST';
const call = (user: TestUser, method: Method, url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: bearer(user.token), ...(payload === undefined ? {} : { payload }) });

function expectStatus<T>(response: LightMyRequestResponse, status: number): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** Tokens last minutes and the tests move the clock by days: everyone signs in again after a move. */
const again = (user: TestUser) => signInAgain(ctx, user);

/** A chat of the team with one message that search can find. */
async function chatOf(user: TestUser, teamId: string, words: string): Promise<string> {
  const id = await createChat(ctx, user, { agentId: teamId });
  expectStatus(
    await call(user, 'POST', `/api/users/${user.id}/chats/${id}`, { message: words, role: 'user' }),
    201,
  );
  return id;
}

const chatExists = async (id: string) =>
  (await ctx.db.selectFrom('chats').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

const searchIds = async (user: TestUser, q: string) =>
  expectStatus<{ id: string }[]>(
    await call(user, 'GET', `/api/users/${user.id}/chats/search?q=${encodeURIComponent(q)}`),
    200,
  ).map((chat) => chat.id);

const preview = (user: TestUser, teamId: string, days: number | string) =>
  call(user, 'GET', `${adminPaths.team(teamId)}/retention-preview?days=${days}`);

const sweepEntries = async (admin: TestUser) =>
  expectStatus<AuditPage>(await call(admin, 'GET', `${adminPaths.audit}?action=retention.sweep`), 200)
    .entries;

describe('retention', () => {
  it('deletes the untouched chats of a team with everything of theirs, and keeps the rest', async () => {
    let admin = await createUser(ctx, { admin: true });
    let writer = await createUser(ctx, { teams: ['marketing', 'creative'] });
    let held = await createUser(ctx, { teams: ['marketing'] });

    const old = await chatOf(writer, 'marketing', 'Zanzibar launch plan');
    const [file] = await uploadFiles(ctx, writer, old, [
      { name: 'brief.txt', body: 'zanzibar notes', type: 'text/plain' },
    ]);
    const storageKey = (
      await ctx.db
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', file?.id ?? '')
        .executeTakeFirstOrThrow()
    ).storage_key;
    const otherTeam = await chatOf(writer, 'creative', 'Zanzibar poster');
    const heldChat = await chatOf(held, 'marketing', 'Zanzibar contract');
    const touchedLater = await chatOf(writer, 'marketing', 'Zanzibar follow-up');

    ctx.clock.advance(20 * DAY);
    writer = await again(writer);
    held = await again(held);
    admin = await again(admin);
    // A message 20 days on: this chat's last change is recent, however old the chat.
    expectStatus(
      await call(writer, 'POST', `/api/users/${writer.id}/chats/${touchedLater}`, {
        message: 'still on',
        role: 'user',
      }),
      201,
    );
    ctx.clock.advance(15 * DAY);
    writer = await again(writer);
    held = await again(held);
    admin = await again(admin);

    const hold = expectStatus<AdminUser>(
      await call(admin, 'PATCH', adminPaths.user(held.id), { legalHold: true }),
      200,
    );
    expect(hold.legalHold).toBe(true);
    expect(expectStatus<RetentionPreview>(await preview(admin, 'marketing', 30), 200)).toEqual({ chats: 1 });
    expect(expectStatus<RetentionPreview>(await preview(admin, 'marketing', 10), 200)).toEqual({ chats: 2 });
    const team = expectStatus<AdminTeam>(
      await call(admin, 'PATCH', adminPaths.team('marketing'), { retentionDays: 30 }),
      200,
    );
    expect(team.retentionDays).toBe(30);

    const counts = await ctx.app.retention.sweep();

    expect(counts).toMatchObject({ chats: 1, held: 1, teams: [{ id: 'marketing', days: 30, chats: 1 }] });
    expect(await chatExists(old)).toBe(false);
    expect(await ctx.db.selectFrom('messages').select('id').where('chat_id', '=', old).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('files').select('id').where('chat_id', '=', old).execute()).toEqual([]);
    expect(existsSync(path.join(ctx.dataDir, 'files', storageKey))).toBe(false);
    expect(await searchIds(writer, 'zanzibar')).not.toContain(old);
    expect((await searchIds(writer, 'zanzibar')).sort()).toEqual([otherTeam, touchedLater].sort());
    expect(await chatExists(heldChat)).toBe(true);
    expect(expectStatus<RetentionPreview>(await preview(admin, 'marketing', 30), 200)).toEqual({ chats: 0 });

    const [entry] = await sweepEntries(admin);
    expect(entry).toMatchObject({ action: 'retention.sweep', actorUserId: null });
    expect(entry?.detail).toMatchObject({ chats: 1, held: 1, teams: [{ id: 'marketing', chats: 1 }] });
  });

  it('sweeps on one instance at a time, and once a day', async () => {
    ctx.clock.advance(DAY);
    const deleted: string[] = [];
    // A second instance over the same database.
    const other = createRetentionSweep({
      repo: createRetentionRepo(ctx.db),
      deleteChat: (_owner, chatId) => {
        deleted.push(chatId);
        return Promise.resolve(true);
      },
      audit: { record: () => Promise.resolve() },
      clock: ctx.clock,
      log: { info: () => undefined, error: () => undefined },
    });

    const outcomes = await Promise.all([ctx.app.retention.sweep(), other.sweep()]);

    expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
    // The day's sweep is done: neither sweeps again before the next day.
    expect(await other.sweep()).toBeNull();
    expect(await ctx.app.retention.sweep()).toBeNull();
    ctx.clock.advance(DAY);
    expect(await other.sweep()).not.toBeNull();
    expect(deleted).toEqual([]);
  });

  it('keeps every chat of a team whose retention is cleared', async () => {
    ctx.clock.advance(DAY);
    const admin = await again(await createUser(ctx, { admin: true }));
    const writer = await createUser(ctx, { teams: ['marketing'] });
    const chat = await chatOf(writer, 'marketing', 'kept forever');
    const cleared = expectStatus<AdminTeam>(
      await call(admin, 'PATCH', adminPaths.team('marketing'), { retentionDays: null }),
      200,
    );
    expect(cleared.retentionDays).toBeNull();
    ctx.clock.advance(400 * DAY);

    await ctx.app.retention.sweep();

    expect(await chatExists(chat)).toBe(true);
  });

  it('is for admins only, and checks what it is given', async () => {
    const admin = await again(await createUser(ctx, { admin: true }));
    const member = await again(await createUser(ctx, { teams: ['marketing'] }));
    expect((await call(member, 'PATCH', adminPaths.team('marketing'), { retentionDays: 5 })).statusCode).toBe(
      403,
    );
    expect((await preview(member, 'marketing', 5)).statusCode).toBe(403);
    expect((await call(member, 'PATCH', adminPaths.user(member.id), { legalHold: true })).statusCode).toBe(
      403,
    );

    expect((await call(admin, 'PATCH', adminPaths.team('marketing'), { retentionDays: 0 })).statusCode).toBe(
      400,
    );
    expect(
      (await call(admin, 'PATCH', adminPaths.team('marketing'), { retentionDays: 1.5 })).statusCode,
    ).toBe(400);
    expect((await preview(admin, 'marketing', 'soon')).statusCode).toBe(400);
    expect((await preview(admin, 'no-such-team', 5)).statusCode).toBe(404);
  });
});
