import {
  loginFailureSchema,
  loginRequestSchema,
  loginResponseSchema,
  renewTokenRequestSchema,
  renewTokenResponseSchema,
  signOutEverywhereResponseSchema,
  userIdParamsSchema,
} from '@brief/contract/auth';
import { errorBodySchema } from '@brief/contract/errors';
import { apiPaths } from '@brief/contract/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentSession, currentUser, guards } from './authenticate';
import { readCookies } from './device-cookie';
import { LoginRefused, type AuthService } from './service';

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      apiPaths.login,
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with company e-mail and password',
          description:
            "A success sets the browser's device cookie for the account (HttpOnly, SameSite=Strict, path " +
            '`/api/login`, a year): its later sign-ins to that account are limited per cookie, not by the ' +
            "account's or the address's lock, and one while the account is locked answers `notice`.",
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, 401: loginFailureSchema, 429: errorBodySchema },
        },
      },
      async (request, reply) => {
        try {
          const { answer, setCookies } = await auth.login({
            ...request.body,
            clientAddress: request.ip,
            cookies: readCookies(request.headers.cookie),
          });
          return reply.header('set-cookie', setCookies).send(answer);
        } catch (error) {
          if (!(error instanceof LoginRefused)) throw error;
          return reply.code(401).send({
            success: false,
            error: { code: 'unauthorized', message: 'Invalid email or password' },
          });
        }
      },
    );

    app.post(
      apiPaths.renewToken,
      {
        schema: {
          tags: ['auth'],
          summary: 'Exchange a valid token for a fresh one',
          body: renewTokenRequestSchema.nullish(),
          response: { 200: renewTokenResponseSchema },
        },
      },
      (request) => auth.renew(currentUser(request), currentSession(request)),
    );

    app.post(
      '/api/users/:userId/sign-out-everywhere',
      {
        preHandler: [guards.self],
        schema: {
          tags: ['auth'],
          summary: 'Sign out everywhere: every token of the caller, this one included, stops working',
          params: userIdParamsSchema,
          response: { 200: signOutEverywhereResponseSchema },
        },
      },
      (request) => auth.signOutEverywhere(currentUser(request), request.ip),
    );
  };
