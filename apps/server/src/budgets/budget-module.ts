import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from '../admin/audit';
import type { ChatAccess } from '../chats/access-repo';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import type { TeamsRepo } from '../teams/repo';
import { budgetChatRoutes } from './chat-routes';
import { createBudgetRepo } from './repo';
import { createBudgetService } from './service';

type Deps = {
  db: Db;
  clock: Clock;
  audit: AuditService;
  log: { warn(obj: object, msg: string): void };
};

/**
 * Monthly budgets: the service the admin console sets them through and every run is checked by, and
 * the chat's route for its notice. Built by the app before the chat module, which checks each run.
 */
export function createBudgetModule({ db, clock, audit, log }: Deps) {
  const service = createBudgetService({ repo: createBudgetRepo(db), audit, clock, log });
  return {
    service,
    /** GET …/chats/:chatId/budget, for whoever may read the chat. */
    chatRoutes: (access: ChatAccess, teams: TeamsRepo): FastifyPluginAsyncZod =>
      budgetChatRoutes(service, access, teams),
  };
}
