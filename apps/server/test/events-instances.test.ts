import { sharePaths } from '@brief/contract/shares';
import { describe, it } from 'vitest';
import { buildApp } from '../src/app';
import { createBuiltinModel } from '../src/agents/builtin-model';
import { openDatabase } from '../src/db/database';
import { eventTabs, listenOn } from './event-tabs';
import { bearer, buildTestApp, createChat, createUser } from './helper';

/**
 * Chat events between two instances on one PostgreSQL: they travel on the run bus's LISTEN/NOTIFY
 * connection. SQLite is one instance, so this file runs only when DATABASE_URL is set (vitest.config.ts).
 */
const eventStreamTimings = { heartbeatMs: 200, sharesRefreshMs: 60_000 };
const ctx = await buildTestApp({ model: createBuiltinModel({ wordDelayMs: 5 }), eventStreamTimings });
const origin = await listenOn(ctx.app);
const { openTab } = eventTabs(ctx, origin);
const owner = await createUser(ctx, { teams: ['marketing', 'creative'] });
const colleague = await createUser(ctx, { teams: ['creative'] });

describe('with two instances on one PostgreSQL', () => {
  it("a change made on one instance reaches the owner's tab on the other within 2 s", async () => {
    const dbB = openDatabase(ctx.config);
    const instanceB = await buildApp({
      config: ctx.config,
      db: dbB,
      clock: ctx.clock,
      model: createBuiltinModel({ wordDelayMs: 5 }),
      eventStreamTimings,
    });
    try {
      const originB = await listenOn(instanceB);
      const onB = await openTab(owner, originB);
      const readerOnB = await openTab(colleague, originB);
      const chatId = await createChat(ctx, owner, {
        app_name: 'marketing_agent',
        customerName: 'Northwind Coffee',
      });
      await onB.next('chat.created', chatId);
      const asOwner = { headers: bearer(owner.token) };
      await ctx.app.inject({
        method: 'POST',
        url: sharePaths.shares(owner.id, chatId),
        payload: { emails: [colleague.email] },
        ...asOwner,
      });
      await readerOnB.next('chat.shares', chatId);
      await ctx.app.inject({
        method: 'POST',
        url: `/api/users/${owner.id}/chats/${chatId}/run`,
        payload: { message: 'Across instances?' },
        ...asOwner,
      });
      await onB.next('run.started', chatId);
      await onB.next('run.ended', chatId);
      await readerOnB.next('run.ended', chatId);
      onB.close();
      readerOnB.close();
    } finally {
      await instanceB.close();
      await dbB.destroy();
    }
  });
});
