import { healthResponseSchema, publicConfigSchema, type PublicConfig } from '@brief/contract/system';
import { errorBodySchema } from '@brief/contract/errors';
import { apiPaths } from '@brief/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { pingDatabase, type Db } from '../db/database';

/** `webSearch` says whether the web_search tool is really there (a provider is configured and built). */
export function publicConfigOf(config: Config, features: { webSearch: boolean }): PublicConfig {
  const offline = config.llm.provider === 'builtin';
  return {
    companyDomain: config.companyDomain,
    appName: config.appName,
    googleSignIn: config.google !== undefined,
    ...(config.oidc === undefined ? {} : { oidcLabel: config.oidc.label }),
    webSearch: features.webSearch,
    model: {
      provider: config.llm.provider,
      name: offline ? 'Brief offline demo model' : (config.llm.model ?? config.llm.provider),
      offline,
    },
    uploadMaxMb: config.uploadMaxMb,
  };
}

export const systemRoutes =
  (config: Config, db: Db, clock: Clock, features: { webSearch: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const publicConfig = publicConfigOf(config, features);

    app.get(
      apiPaths.config,
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: 'What the browser needs before sign-in',
          response: { 200: publicConfigSchema },
        },
      },
      () => publicConfig,
    );

    app.get(
      apiPaths.health,
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: 'Liveness, with a database round trip',
          response: { 200: healthResponseSchema, 503: errorBodySchema },
        },
      },
      async (request, reply) => {
        try {
          await pingDatabase(db);
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.code(503).send({ error: { code: 'upstream', message: 'Database unreachable' } });
        }
        return { status: 'ok' as const, database: 'ok' as const, time: clock.now().toISOString() };
      },
    );
  };
