import { adminPaths } from '@brief/contract/admin-console';
import type { ChatSummary } from '@brief/contract/chats';
import { customerPaths, type CustomerPage, type CustomerRef } from '@brief/contract/customer-page';
import { NEXT_CURSOR_HEADER } from '@brief/contract/chats';
import { sharePaths } from '@brief/contract/shares';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createChat, createUser, type TestUser } from './helper';
import { uploadAll } from './knowledge-helpers';

/**
 * The customer page: a customer of the caller's teams with its profile, team and documents, the chats
 * about it (own and shared, newest first, by page), and the 404 of a customer that does not exist for
 * anyone without its team.
 */
const ctx = await buildTestApp();
const admin = await createUser(ctx, { admin: true });
const planner = await createUser(ctx, { teams: ['marketing'] });
const teammate = await createUser(ctx, { teams: ['marketing'] });
const outsider = await createUser(ctx, { teams: ['service'] });

const get = (as: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(as.token) });

async function directory(as: TestUser): Promise<CustomerRef[]> {
  const response = await get(as, customerPaths.directory(as.id));
  expect(response.statusCode).toBe(200);
  return response.json<CustomerRef[]>();
}

const refs = await directory(planner);
const customerNamed = (name: string): CustomerRef => {
  const found = refs.find((customer) => customer.name === name);
  if (found === undefined) throw new Error(`no customer ${name}`);
  return found;
};
const tidewater = customerNamed('Tidewater Travel');
const greenfork = customerNamed('Greenfork Meal Kits');
const meridian = (await directory(outsider)).find((customer) => customer.name === 'Meridian Health Clinics');
if (meridian === undefined) throw new Error('no Meridian Health Clinics for the service team');

const chatList = (as: TestUser, query: string) => get(as, `/api/users/${as.id}/chats?${query}`);

describe('the customers of the caller’s teams', () => {
  it('lists the customers of the user’s teams with their ids; an admin’s, of every team', async () => {
    expect(refs.map((customer) => customer.name)).toEqual([
      'Greenfork Meal Kits',
      'Ruta Verde Bicicletas',
      'Tidewater Travel',
    ]);
    expect(tidewater).toMatchObject({ teamId: 'marketing', teamName: 'Marketing' });
    const all = await directory(admin);
    expect(all).toHaveLength(12);
    expect(all.map((customer) => customer.id)).toContain(meridian.id);
  });

  it('answers 403 for another user’s path', async () => {
    expect((await get(outsider, customerPaths.directory(planner.id))).statusCode).toBe(403);
    expect((await get(outsider, customerPaths.customer(planner.id, tidewater.id))).statusCode).toBe(403);
  });
});

describe('a customer’s page', () => {
  it('shows the profile, the team and the documents, newest first, without their text', async () => {
    await uploadAll(ctx.app, admin, 'marketing', tidewater.id, [
      { name: 'brand-book.md', body: '# Brand book\n\nSun, sea and trains.' },
    ]);
    ctx.clock.advance(60_000);
    await uploadAll(ctx.app, admin, 'marketing', tidewater.id, [
      { name: 'q3-results.txt', body: 'Bookings grew 12% in Q3.' },
    ]);
    const response = await get(planner, customerPaths.customer(planner.id, tidewater.id));
    expect(response.statusCode).toBe(200);
    const page = response.json<CustomerPage>();
    expect(page).toMatchObject({ id: tidewater.id, name: 'Tidewater Travel', team: { id: 'marketing' } });
    expect(page.profile).toContain('# Tidewater Travel');
    expect(page.documents.map((document) => document.name)).toEqual(['q3-results.txt', 'brand-book.md']);
    expect(page.documents[0]).not.toHaveProperty('text');
    expect(Date.parse(page.documents[0]?.createdAt ?? '')).toBeGreaterThan(
      Date.parse(page.documents[1]?.createdAt ?? ''),
    );
  });

  it('opens a document of the customer for someone with its team, and no other', async () => {
    const page = (await get(planner, customerPaths.customer(planner.id, tidewater.id))).json<CustomerPage>();
    const document = page.documents.find((entry) => entry.name === 'brand-book.md');
    if (document === undefined) throw new Error('no brand book');
    const opened = await get(
      planner,
      `${customerPaths.document(planner.id, tidewater.id, document.id)}?disposition=inline`,
    );
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Sun, sea and trains.');
    expect(opened.headers['content-disposition']).toMatch(/^inline/);
    // Another team's person, and the document under another customer's id: as if it did not exist.
    expect(
      (await get(outsider, customerPaths.document(outsider.id, tidewater.id, document.id))).statusCode,
    ).toBe(404);
    expect(
      (await get(planner, customerPaths.document(planner.id, greenfork.id, document.id))).statusCode,
    ).toBe(404);
  });

  it('is the 404 of a customer that does not exist for anyone without its team', async () => {
    const other = await get(planner, customerPaths.customer(planner.id, meridian.id));
    expect(other.statusCode).toBe(404);
    const missing = await get(planner, customerPaths.customer(planner.id, 'no-such-customer'));
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    // An admin sees every team's customers.
    expect((await get(admin, customerPaths.customer(admin.id, meridian.id))).statusCode).toBe(200);
    // Losing the team loses the customer.
    const leaver = await createUser(ctx, { teams: ['marketing'] });
    expect((await get(leaver, customerPaths.customer(leaver.id, tidewater.id))).statusCode).toBe(200);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: adminPaths.user(leaver.id),
      headers: bearer(admin.token),
      payload: { teams: ['service'] },
    });
    expect(patched.statusCode).toBe(200);
    expect((await get(leaver, customerPaths.customer(leaver.id, tidewater.id))).statusCode).toBe(404);
  });
});

describe('the chats about a customer', () => {
  const about = async (as: TestUser, customerName: string | undefined) => {
    ctx.clock.advance(1_000);
    return createChat(ctx, as, {
      app_name: 'marketing_agent',
      ...(customerName === undefined ? {} : { customerName, customerId: 'customer-1' }),
    });
  };

  it('lists the user’s own chats about it, newest first, by page', async () => {
    const first = await about(planner, 'Tidewater Travel');
    await about(planner, 'Greenfork Meal Kits');
    const second = await about(planner, 'Tidewater Travel');
    await about(planner, undefined);
    const third = await about(planner, 'Tidewater Travel');
    await about(teammate, 'Tidewater Travel');

    const page1 = await chatList(planner, `customerId=${tidewater.id}&limit=2`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json<ChatSummary[]>().map((chat) => chat.id)).toEqual([third, second]);
    const cursor = page1.headers[NEXT_CURSOR_HEADER];
    expect(typeof cursor).toBe('string');
    const page2 = await chatList(planner, `customerId=${tidewater.id}&limit=2&before=${String(cursor)}`);
    expect(page2.json<ChatSummary[]>().map((chat) => chat.id)).toEqual([first]);
    expect(page2.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    // Without the filter, the library's list is as it was.
    expect((await chatList(planner, 'limit=50')).json<ChatSummary[]>()).toHaveLength(5);
  });

  it('lists the chats about it shared with the user, newest first', async () => {
    const shared = await about(teammate, 'Tidewater Travel');
    const otherCustomer = await about(teammate, 'Greenfork Meal Kits');
    for (const chatId of [shared, otherCustomer]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: sharePaths.shares(teammate.id, chatId),
        headers: bearer(teammate.token),
        payload: { emails: [planner.email] },
      });
      expect(response.statusCode).toBe(201);
    }
    const response = await get(
      planner,
      `${sharePaths.sharedChats(planner.id)}?customerId=${tidewater.id}&limit=10`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<ChatSummary[]>().map((chat) => chat.id)).toEqual([shared]);
  });

  it('answers 404 for a customer of another team, in either list', async () => {
    expect((await chatList(planner, `customerId=${meridian.id}`)).statusCode).toBe(404);
    expect(
      (await get(planner, `${sharePaths.sharedChats(planner.id)}?customerId=${meridian.id}`)).statusCode,
    ).toBe(404);
    expect((await chatList(outsider, `customerId=${tidewater.id}`)).statusCode).toBe(404);
  });

  it.runIf(ctx.config.databaseUrl === undefined)(
    'reads one user’s chats about one customer by an index',
    async () => {
      const plan = await sql<{ detail: string }>`explain query plan
      select * from chats where user_id = ${planner.id} and agent_id = 'marketing'
        and customer_name = 'Tidewater Travel' order by last_update_time desc, id desc limit 21`.execute(
        ctx.db,
      );
      const details = plan.rows.map((row) => row.detail).join('\n');
      expect(details).toContain('chats_user_customer_updated_idx');
      expect(details).not.toContain('TEMP B-TREE');
    },
  );
});
