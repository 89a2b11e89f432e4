import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '@brief/contract/paths';
import { createAuditService } from './admin/audit';
import { createAuditRepo } from './admin/audit-repo';
import { createAdminConsole } from './admin/console';
import { adminRoutes } from './admin/routes';
import { createLeadsRepo, recordAdminRoute } from './admin/scope';
import { adminScopeRoutes } from './admin/scope-routes';
import { registerAppSecurityHeaders } from './security-policy';
import { registerApiDocs } from './api-docs';
import { registerApiCacheControl } from './cache-control';
import { registerAuthentication } from './auth/authenticate';
import { createDeviceCookies } from './auth/device-cookie';
import { createGoogleOpenIdClient } from './auth/google-client';
import { googleRoutes } from './auth/google-routes';
import { createGoogleSignInService } from './auth/google-service';
import { createGoogleStateSealer } from './auth/google-state';
import { createOidcRepo } from './auth/oidc-repo';
import { oidcRoutes } from './auth/oidc-routes';
import { createOidcSignInService } from './auth/oidc-service';
import { createLoginLimiter } from './auth/login-limiter';
import { authRoutes } from './auth/routes';
import { createAuthService } from './auth/service';
import { createTokenService } from './auth/tokens';
import { createBookmarksRepo } from './bookmarks/repo';
import { createBudgetModule } from './budgets/budget-module';
import { createCostsModule } from './costs/costs-module';
import { bookmarksRoutes } from './bookmarks/routes';
import { createBookmarksService } from './bookmarks/service';
import { systemClock } from './clock';
import { createChatAccess } from './chats/access-repo';
import { createChatModule } from './chats/chat-module';
import { createConnectorModule } from './connectors/connector-module';
import { createConnectorRuns } from './chats/connector-runs';
import { acceptEmptyJsonBodies, registerErrorHandling } from './error-handling';
import { createExportModule } from './exports/export-module';
import { createOffboardingModule } from './offboarding/offboarding-module';
import { createExtractionPool } from './files/extract-pool';
import { createFilesRepo } from './files/repo';
import { filesRoutes } from './files/routes';
import { createFilesService } from './files/service';
import { createUsageLimits } from './limits/usage-limits';
import { createFileStorage } from './files/storage';
import {
  answerClientError,
  answerRouterRefusal,
  MAX_PATH_PARAM_LENGTH,
  refuseUnstorableForwardedHeaders,
} from './malformed-requests';
import { createLifecycle } from './lifecycle/lifecycle';
import { createMemoryModule } from './memory/memory-module';
import { readinessRoutes, refuseNewWorkWhileDraining } from './lifecycle/routes';
import { registerNotFound } from './not-found';
import { createRetentionRepo } from './retention/retention-repo';
import { createRetentionSweep } from './retention/sweep';
import { observeApp } from './observability/observe-app';
import { createSearchProvider } from './search/providers';
import { createSharesRepo } from './shares/repo';
import { createCitedDocuments } from './knowledge/cited-documents';
import { configuredEmbedder } from './knowledge/embeddings';
import { createKnowledgeIndexer } from './knowledge/indexer';
import { createPassagePool } from './knowledge/passage-pool';
import { createKnowledgeRepo } from './knowledge/repo';
import { knowledgeRoutes } from './knowledge/routes';
import { createKnowledgeSearch, preparePgvector } from './knowledge/search';
import { chatEventsRoutes } from './events/chat-events';
import { publishingShares } from './events/publishing';
import { sharesRoutes } from './shares/routes';
import { createSharesService } from './shares/service';
import { createStatsRepo } from './stats/repo';
import { statsRoutes } from './stats/routes';
import { createStatsService } from './stats/service';
import { sharedJwtSecret } from './system/settings-repo';
import { systemRoutes } from './system/routes';
import { createTeamsRepo } from './teams/repo';
import { createCustomerPageRepo } from './customers/page-repo';
import { customerPageRoutes } from './customers/page-routes';
import { createCustomerPageService } from './customers/page-service';
import { teamsRoutes } from './teams/routes';
import { createTeamsService } from './teams/service';
import { createUsersRepo } from './users/repo';
import { usersRoutes } from './users/routes';
import { createUsersService } from './users/service';
import { registerWebApp } from './web/static';

export type { AppDeps } from './app-deps';

/** Builds the whole server from its dependencies. main.ts listens on it; tests use inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerRouterRefusal,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  acceptEmptyJsonBodies(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerApiCacheControl(app);
  // Answers counted by route for Prometheus (served on METRICS_PORT, apart from the app's port); spans sent.
  observeApp(app, { metricsPort: config.metricsPort, host: config.host });

  registerAppSecurityHeaders(app, deps.webDistDir);
  // After helmet, whose hook sets the security headers on every answer, this refusal's included.
  if (config.trustProxy) refuseUnstorableForwardedHeaders(app);

  await registerApiDocs(app);

  const jwtSecret = config.jwtSecret ?? (await sharedJwtSecret(db));
  const tokens = createTokenService(
    jwtSecret,
    { ttlMinutes: config.tokenTtlMinutes, sessionMaxDays: config.sessionMaxDays },
    clock,
  );
  const usersRepo = createUsersRepo(db);
  const limiter = createLoginLimiter(db, clock);
  const audit = createAuditService({ repo: createAuditRepo(db), clock });
  const auth = createAuthService({
    users: usersRepo,
    tokens,
    limiter,
    devices: createDeviceCookies(jwtSecret, clock, {
      secure: new URL(config.publicUrl).protocol === 'https:',
    }),
    audit,
    clock,
    companyDomain: config.companyDomain,
    log: app.log,
  });
  const googleSignIn = createGoogleSignInService({
    openId:
      config.google === undefined
        ? undefined
        : createGoogleOpenIdClient(config.google, {
            redirectUri: `${config.publicUrl}${apiPaths.googleCallback}`,
            clock,
            log: app.log,
          }),
    sealer: createGoogleStateSealer(jwtSecret, clock),
    users: usersRepo,
    tokens,
    limiter,
    audit,
    clock,
    companyDomain: config.companyDomain,
    log: app.log,
  });
  const oidcSignIn = createOidcSignInService({
    openId:
      config.oidc === undefined
        ? undefined
        : createGoogleOpenIdClient(config.oidc, {
            redirectUri: `${config.publicUrl}${apiPaths.oidcCallback}`,
            clock,
            log: app.log,
          }),
    settings: config.oidc ?? { groupsClaim: 'groups', autoCreate: false },
    sealer: createGoogleStateSealer(jwtSecret, clock, 'oidc'),
    users: usersRepo,
    groups: createOidcRepo(db),
    tokens,
    limiter,
    audit,
    clock,
    companyDomain: config.companyDomain,
    log: app.log,
  });
  registerAuthentication(app, tokens, usersRepo);
  app.addHook('onRoute', recordAdminRoute);
  const lifecycle = deps.lifecycle ?? createLifecycle();
  refuseNewWorkWhileDraining(app, lifecycle);
  await app.register(readinessRoutes(lifecycle));

  const searchProvider =
    deps.searchProvider === undefined ? createSearchProvider(config.search) : deps.searchProvider;
  await app.register(systemRoutes(config, db, clock, { webSearch: searchProvider !== null }));
  await app.register(authRoutes(auth));
  await app.register(
    googleRoutes(googleSignIn, { secureCookie: new URL(config.publicUrl).protocol === 'https:' }),
  );
  await app.register(
    oidcRoutes(oidcSignIn, { secureCookie: new URL(config.publicUrl).protocol === 'https:' }),
  );
  await app.register(
    usersRoutes(createUsersService({ users: usersRepo, audit, clock, companyDomain: config.companyDomain })),
  );

  const filesRepo = createFilesRepo(db);
  const fileStorage = deps.fileStorage ?? createFileStorage(config);
  // Chat uploads and customer documents share one pool of workers, stopped with the app.
  const extraction = createExtractionPool({ log: app.log });
  app.addHook('onClose', () => extraction.close());
  const extractText = extraction.extract;
  // Per-user limits on runs and uploads, counted in the database so every instance shares them.
  const usageLimits = createUsageLimits(db, clock, config.limits);
  await app.register(
    filesRoutes(
      createFilesService({
        files: filesRepo,
        storage: fileStorage,
        clock,
        log: app.log,
        extractText,
        limits: usageLimits,
      }),
      config.uploadMaxMb,
    ),
  );
  // Customer knowledge: documents split into passages and indexed in the background (0021-knowledge).
  // What AI costs: every model call recorded with the price in force; the price list and the reports.
  const costs = createCostsModule({ db, config, clock, audit, log: app.log });
  await app.register(costs.routes);
  const knowledgeRepo = createKnowledgeRepo(db);
  const embedder = deps.embedder === undefined ? configuredEmbedder(config.embeddings) : deps.embedder;
  const pgvector = embedder !== null && (await preparePgvector(db, app.log));
  const passagePool = createPassagePool({ log: app.log });
  const indexer = createKnowledgeIndexer({
    repo: knowledgeRepo,
    passages: passagePool,
    embedder,
    pgvector,
    clock,
    log: app.log,
    meter: costs.meter,
    pollMs: deps.indexing?.pollMs,
    staleMs: deps.indexing?.staleMs,
  });
  if (deps.indexing?.start !== false) indexer.start();
  // Documents being indexed go back to the queue for another instance when this one stops.
  lifecycle.onDrain(() => indexer.close());
  app.addHook('preClose', () => indexer.close());
  app.addHook('onClose', () => passagePool.close());
  const knowledgeSearch = createKnowledgeSearch({
    db,
    repo: knowledgeRepo,
    embedder,
    pgvector,
    log: app.log,
  });

  const teamsRepo = createTeamsRepo(db);
  // MCP connectors: registered in the console, enabled per team, called by runs through the outbound guard.
  const connectors = await createConnectorModule({ db, config, clock, audit, log: app.log });
  // Customers' memory: facts the team proposes and a lead approves, given to the model and cited.
  const memory = createMemoryModule({ db, teams: teamsRepo, clock });
  await memory.register(app);
  // Monthly budgets per customer, team and person: every run is checked against them before it starts.
  const budgets = createBudgetModule({ db, clock, audit, log: app.log });
  // Chats and their turns; running replies are written as they grow, followed and stopped from any instance.
  const chat = createChatModule({
    db,
    config,
    clock,
    teams: teamsRepo,
    files: filesRepo,
    fileStorage,
    search: searchProvider,
    knowledge: { repo: knowledgeRepo, search: knowledgeSearch },
    memory: memory.feed,
    log: app.log,
    limits: usageLimits,
    budgets: budgets.service,
    meter: costs.meter,
    connectors: createConnectorRuns(connectors, config.connectors, audit),
    model: deps.model,
    modelTimeouts: deps.modelTimeouts,
    liveRunTimings: deps.liveRunTimings,
  });
  // A shutdown lets running replies finish for a while, then interrupts the rest (Retry writes them again).
  lifecycle.onDrain(() => chat.drain());
  app.addHook('preClose', () => chat.drain());
  app.addHook('onClose', () => chat.close());
  // Chats past their team's retention go once a day (a minute after start first), one instance at a time.
  const retention = createRetentionSweep({
    repo: createRetentionRepo(db),
    deleteChat: chat.deleteChat,
    audit,
    clock,
    log: app.log,
  });
  retention.start();
  lifecycle.onDrain(() => retention.close());
  app.addHook('preClose', () => retention.close());
  app.decorate('retention', retention);
  await app.register(
    adminRoutes(
      createAdminConsole({
        db,
        clock,
        audit,
        users: usersRepo,
        limiter,
        runs: chat.stopper,
        fileStorage,
        extractText,
        knowledge: { repo: knowledgeRepo, wake: () => indexer.wake() },
        connectors: connectors.admin,
        budgets: budgets.service,
        log: app.log,
      }),
      { uploadMaxMb: config.uploadMaxMb },
    ),
  );

  await app.register(adminScopeRoutes(createLeadsRepo(db)));
  await app.register(teamsRoutes(createTeamsService(teamsRepo)));
  await app.register(chat.routes);
  // Sharing a chat read-only inside the company; one access rule for every read of a chat.
  const chatAccess = createChatAccess(db);
  await app.register(
    sharesRoutes(
      publishingShares(
        createSharesService({
          shares: createSharesRepo(db, chatAccess),
          access: chatAccess,
          teams: teamsRepo,
          files: filesRepo,
          storage: fileStorage,
          audit,
          clock,
          detailOf: chat.detailOf,
        }),
        chat.publish,
      ),
    ),
  );
  await app.register(budgets.chatRoutes(chatAccess, teamsRepo));

  // Every open tab hears of the changes to its user's chats, from any instance.
  await app.register(
    chatEventsRoutes({
      bus: chat.bus,
      access: chatAccess,
      tokens,
      secret: jwtSecret,
      clock,
      users: usersRepo,
      timings: deps.eventStreamTimings,
      log: app.log,
    }),
  );

  await app.register(
    knowledgeRoutes(createCitedDocuments({ db, access: chatAccess, teams: teamsRepo, storage: fileStorage })),
  );

  // The customer page: the customers of a user's teams, one customer's profile and documents.
  await app.register(
    customerPageRoutes(
      createCustomerPageService({ page: createCustomerPageRepo(db), teams: teamsRepo, storage: fileStorage }),
    ),
  );
  await app.register(bookmarksRoutes(createBookmarksService({ bookmarks: createBookmarksRepo(db), clock })));
  // Chats, replies and bookmarks as Markdown, Word or PDF, made off the main thread.
  const documents = createExportModule({
    db,
    access: chatAccess,
    messages: chat.messages,
    files: filesRepo,
    fileStorage,
    clock,
    origin: config.publicUrl,
    log: app.log,
  });
  app.addHook('onClose', () => documents.close());
  await app.register(documents.routes);
  // When someone leaves: everything of theirs as one zip, and deleting them with everything of theirs.
  await app.register(
    createOffboardingModule({
      db,
      users: usersRepo,
      chat,
      exports: documents.service,
      fileStorage,
      audit,
      clock,
      log: app.log,
    }).routes,
  );
  await app.register(statsRoutes(createStatsService({ stats: createStatsRepo(db), clock })));

  const servesWebApp = deps.webDistDir != null && (await registerWebApp(app, deps.webDistDir));
  registerNotFound(app, servesWebApp);

  return app;
}
