import { chatSearchQuerySchema, chatSearchResultsSchema } from '@brief/contract/chats';
import { userIdParamsSchema } from '@brief/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import { chatsPath } from './route-paths';
import type { SearchService } from './search-service';

export const searchRoutes =
  (search: SearchService): FastifyPluginAsyncZod =>
  async (app) => {
    // A static segment, so Fastify's router prefers it to the chat's :chatId route.
    app.get(
      `${chatsPath}/search`,
      {
        preHandler: [guards.self],
        schema: {
          tags: ['chats'],
          summary: "The user's chats whose title or messages hold every word of q, newest first",
          params: userIdParamsSchema,
          querystring: chatSearchQuerySchema,
          response: { 200: chatSearchResultsSchema },
        },
      },
      (request) => search.search(currentUser(request), request.query),
    );
  };
