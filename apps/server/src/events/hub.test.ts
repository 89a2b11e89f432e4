import type { ChatChange } from '@brief/contract/events';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalRunBus } from '../chats/run-bus';
import { createChatEventHub, type ChatEventHub } from './hub';

const silent = { warn: () => {} };
const hubs: ChatEventHub[] = [];
afterEach(() => {
  for (const hub of hubs.splice(0)) hub.close();
});

/** A hub over an in-process bus; `shares` says which chats are shared with whom, and may change. */
function hubWith(shares: Record<string, string[]> = {}, maxStreamsPerUser = 20) {
  const bus = createLocalRunBus();
  const hub = createChatEventHub({
    bus,
    sharedChatIds: (userId) => Promise.resolve(shares[userId] ?? []),
    maxStreamsPerUser,
    refreshMs: 60_000,
    log: silent,
  });
  hubs.push(hub);
  return { hub, publish: bus.publishChange };
}

/** A tab of `userId`: the events it got, and whether it was ended. */
async function tab(hub: ChatEventHub, userId: string) {
  const received: ChatChange[] = [];
  const state = { ended: false };
  const subscription = hub.subscribe(userId, {
    send: (event) => received.push(event),
    end: () => {
      state.ended = true;
    },
  });
  if (subscription === null) throw new Error('refused');
  await subscription.ready;
  return { received, state, close: subscription.close };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the chat event hub', () => {
  it("tells every tab of the chat's owner, and nobody else, of a change, with its kind and chat id only", async () => {
    const { hub, publish } = hubWith();
    const first = await tab(hub, 'ann');
    const second = await tab(hub, 'ann');
    const stranger = await tab(hub, 'bob');
    publish({ kind: 'chat.updated', chatId: 'c1', ownerId: 'ann' });
    expect(first.received).toEqual([{ kind: 'chat.updated', chatId: 'c1' }]);
    expect(second.received).toEqual([{ kind: 'chat.updated', chatId: 'c1' }]);
    expect(stranger.received).toEqual([]);
  });

  it('tells the users a chat is shared with, until it is deleted', async () => {
    const { hub, publish } = hubWith({ bob: ['c1'] });
    const reader = await tab(hub, 'bob');
    publish({ kind: 'run.started', chatId: 'c1', ownerId: 'ann' });
    publish({ kind: 'chat.deleted', chatId: 'c1', ownerId: 'ann' });
    publish({ kind: 'chat.updated', chatId: 'c1', ownerId: 'ann' });
    expect(reader.received).toEqual([
      { kind: 'run.started', chatId: 'c1' },
      { kind: 'chat.deleted', chatId: 'c1' },
    ]);
  });

  it('tells a user who gains or loses a chat by a share, and reads their shared chats again', async () => {
    const shares: Record<string, string[]> = {};
    const { hub, publish } = hubWith(shares);
    const owner = await tab(hub, 'ann');
    const reader = await tab(hub, 'bob');
    const other = await tab(hub, 'cid');

    shares.bob = ['c1'];
    publish({ kind: 'chat.shares', chatId: 'c1', ownerId: 'ann' });
    await settle();
    publish({ kind: 'chat.messages', chatId: 'c1', ownerId: 'ann' });
    shares.bob = [];
    publish({ kind: 'chat.shares', chatId: 'c1', ownerId: 'ann' });
    await settle();
    publish({ kind: 'chat.messages', chatId: 'c1', ownerId: 'ann' });

    expect(reader.received.map((event) => event.kind)).toEqual([
      'chat.shares',
      'chat.messages',
      'chat.shares',
    ]);
    expect(owner.received).toHaveLength(4);
    expect(other.received).toEqual([]);
  });

  it('refuses a stream beyond the per-user limit, and takes one again once a tab closes', async () => {
    const { hub } = hubWith({}, 2);
    const first = await tab(hub, 'ann');
    await tab(hub, 'ann');
    expect(hub.subscribe('ann', { send: () => {}, end: () => {} })).toBeNull();
    expect(hub.subscribe('bob', { send: () => {}, end: () => {} })).not.toBeNull();
    first.close();
    expect(hub.subscribe('ann', { send: () => {}, end: () => {} })).not.toBeNull();
  });

  it('ends every open stream when it closes', async () => {
    const { hub } = hubWith();
    const open = await tab(hub, 'ann');
    hub.close();
    expect(open.state.ended).toBe(true);
    expect(hub.openStreams).toBe(0);
  });

  it('a closed tab hears nothing more', async () => {
    const { hub, publish } = hubWith();
    const closing = await tab(hub, 'ann');
    closing.close();
    publish({ kind: 'chat.created', chatId: 'c2', ownerId: 'ann' });
    expect(closing.received).toEqual([]);
    expect(hub.openStreams).toBe(0);
  });
});
