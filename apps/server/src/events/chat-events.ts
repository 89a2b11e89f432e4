import { MAX_EVENT_STREAMS_PER_USER } from '@brief/contract/events';
import type { TokenService } from '../auth/tokens';
import type { ChatAccess } from '../chats/access-repo';
import type { RunBus } from '../chats/run-bus';
import type { Clock } from '../clock';
import type { UsersRepo } from '../users/repo';
import { createChatEventHub } from './hub';
import { eventsRoutes } from './routes';
import { createEventTickets } from './ticket';

export type EventStreamTimings = {
  /** How often an open stream sends a comment line and checks its sign-in still holds. */
  heartbeatMs: number;
  /** How often the chats shared with each connected user are read again. */
  sharesRefreshMs: number;
};

export const defaultEventStreamTimings: EventStreamTimings = { heartbeatMs: 15_000, sharesRefreshMs: 15_000 };

/**
 * Every open tab's stream of changes to its user's chats, fed by the bus that carries running replies
 * between instances (the changes are published by publishing.ts). Hands app.ts its routes.
 */
export function chatEventsRoutes(deps: {
  bus: RunBus;
  /** The one rule of who may read a chat. */
  access: ChatAccess;
  tokens: TokenService;
  /** The app's JWT secret, which signs the tickets that open a stream from an EventSource. */
  secret: string;
  clock: Clock;
  users: UsersRepo;
  timings?: EventStreamTimings;
  log: { warn(obj: object, msg: string): void };
}) {
  const timings = deps.timings ?? defaultEventStreamTimings;
  const hub = createChatEventHub({
    bus: deps.bus,
    sharedChatIds: async (userId) =>
      (await deps.access.sharedWith(userId).execute()).map((row) => row.chat_id),
    maxStreamsPerUser: MAX_EVENT_STREAMS_PER_USER,
    refreshMs: timings.sharesRefreshMs,
    log: deps.log,
  });
  return eventsRoutes(hub, {
    tokens: deps.tokens,
    tickets: createEventTickets(deps.secret, deps.clock),
    users: deps.users,
    heartbeatMs: timings.heartbeatMs,
  });
}
