import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from '../admin/audit';
import { adminScopeGuard, createLeadsRepo } from '../admin/scope';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { costAdminRoutes } from './admin-routes';
import { BUILTIN_PROVIDER, createMeter } from './meter';
import { createPricesRepo } from './prices-repo';
import { createPricesService } from './prices-service';
import { createCostReportRepo } from './report-repo';
import { createCostReportService } from './report-service';
import { createUserMonthRepo } from './user-month-repo';
import { costUserRoutes } from './user-routes';

/** The built-in model's name in the calls it makes (LLM_MODEL is not needed for it). */
const BUILTIN_MODEL = 'offline-demo';

/**
 * What AI costs: the price list, the meter every model call is recorded through, and the reports. It
 * hands the app the meter (chats and knowledge use it) and its routes. Names in the calls are the
 * configuration's: LLM_PROVIDER and LLM_MODEL, and `embeddings` with EMBEDDINGS_MODEL.
 */
export function createCostsModule(deps: {
  db: Db;
  config: Pick<Config, 'llm' | 'embeddings'>;
  clock: Clock;
  audit: AuditService;
  log: { error(obj: object, msg: string): void };
}) {
  const { db, config, clock, audit, log } = deps;
  const prices = createPricesRepo(db);
  const chatModel =
    config.llm.provider === BUILTIN_PROVIDER
      ? { provider: BUILTIN_PROVIDER, model: BUILTIN_MODEL }
      : { provider: config.llm.provider, model: config.llm.model ?? '' };
  const meter = createMeter({
    db,
    prices,
    clock,
    models: {
      chat: chatModel,
      embeddings:
        config.embeddings === undefined ? null : { provider: 'embeddings', model: config.embeddings.model },
    },
    log,
  });
  const pricesService = createPricesService({ prices, audit, clock });
  const reports = createCostReportService({
    reports: createCostReportRepo(db),
    months: createUserMonthRepo(db),
    prices,
    clock,
  });
  const leads = createLeadsRepo(db);

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(costUserRoutes(reports));
    // The admin routes behind the console's guard: admins, and leads where a route allows them.
    await app.register(async (admin) => {
      admin.decorateRequest('adminScope', null);
      admin.addHook('onRequest', adminScopeGuard(leads));
      await admin.register(costAdminRoutes(pricesService, reports));
    });
  };

  return { meter, routes };
}
