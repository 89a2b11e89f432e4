import { errorBodySchema } from '@brief/contract/errors';
import { apiPaths } from '@brief/contract/paths';
import { readyResponseSchema } from '@brief/contract/system';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import type { Lifecycle } from './lifecycle';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Starts work that outlives a moment (a reply, an upload, an export): refused while the instance stops. */
    newWork?: boolean;
  }
}

/** Long enough for a load balancer to have seen the readiness answer and sent the retry elsewhere. */
export const STOPPING_RETRY_AFTER_SECONDS = 5;

export const stopping = () =>
  new AppError('unavailable', 'This server is restarting. Please try again in a moment.', {
    headers: { 'retry-after': String(STOPPING_RETRY_AFTER_SECONDS) },
  });

/** Refuses requests that start work once the instance drains. Registered before the routes it guards. */
export function refuseNewWorkWhileDraining(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onRequest', async (request) => {
    if (lifecycle.draining && request.routeOptions.config.newWork === true) throw stopping();
  });
}

/** GET /api/ready: 200 while the instance takes new work, 503 from the moment it begins to stop. */
export const readinessRoutes =
  (lifecycle: Lifecycle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.ready,
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: 'Readiness: 503 once the instance stops taking new work (liveness is /api/health)',
          response: { 200: readyResponseSchema, 503: errorBodySchema },
        },
      },
      async () => {
        if (lifecycle.draining) throw stopping();
        return { status: 'ready' as const };
      },
    );
  };
