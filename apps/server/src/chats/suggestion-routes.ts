import { chatParamsSchema, relatedResponseSchema, suggestedTitleResponseSchema } from '@brief/contract/chats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import { chatPath } from './route-paths';
import type { SuggestionService } from './suggestion-service';

export const suggestionRoutes =
  (suggestions: SuggestionService): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };

    app.get(
      `${chatPath}/related`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: 'Up to five follow-ups from the model',
          params: chatParamsSchema,
          response: { 200: relatedResponseSchema },
        },
      },
      (request) => suggestions.related(currentUser(request), request.params.chatId),
    );

    app.get(
      `${chatPath}/suggested_title`,
      {
        ...owned,
        schema: {
          tags: ['chats'],
          summary: "A title from the model, in the chat's language",
          params: chatParamsSchema,
          response: { 200: suggestedTitleResponseSchema },
        },
      },
      (request) => suggestions.suggestedTitle(currentUser(request), request.params.chatId),
    );
  };
