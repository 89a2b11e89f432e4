import {
  bookmarkListQuerySchema,
  bookmarkListSchema,
  bookmarkParamsSchema,
  bookmarkSchema,
  createBookmarkRequestSchema,
  deleteBookmarkRequestSchema,
  deleteBookmarkResponseSchema,
} from '@brief/contract/bookmarks';
import { userIdParamsSchema } from '@brief/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../auth/authenticate';
import type { BookmarksService } from './service';

export const bookmarksRoutes =
  (bookmarks: BookmarksService): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };

    app.get(
      '/api/users/:userId/bookmarks',
      {
        ...owned,
        schema: {
          tags: ['bookmarks'],
          summary: "The user's bookmarks, newest first; every one without limit",
          params: userIdParamsSchema,
          querystring: bookmarkListQuerySchema,
          response: { 200: bookmarkListSchema },
        },
      },
      (request) => bookmarks.list(currentUser(request), request.query.limit),
    );

    app.post(
      '/api/users/:userId/bookmarks',
      {
        ...owned,
        schema: {
          tags: ['bookmarks'],
          summary: 'Save a reply: 201 with the new bookmark, or 200 with the one already saved for messageId',
          params: userIdParamsSchema,
          body: createBookmarkRequestSchema,
          response: { 200: bookmarkSchema, 201: bookmarkSchema },
        },
      },
      async (request, reply) => {
        const saved = await bookmarks.create(currentUser(request), request.body);
        return reply.code(saved.created ? 201 : 200).send(saved.bookmark);
      },
    );

    app.delete(
      '/api/users/:userId/bookmarks/:bookmarkId',
      {
        ...owned,
        schema: {
          tags: ['bookmarks'],
          summary: 'Delete a bookmark (a customer sent along is ignored)',
          params: bookmarkParamsSchema,
          body: deleteBookmarkRequestSchema,
          response: { 200: deleteBookmarkResponseSchema },
        },
      },
      (request) => bookmarks.remove(currentUser(request), request.params.bookmarkId),
    );
  };
