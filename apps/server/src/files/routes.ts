import fastifyMultipart from '@fastify/multipart';
import { userIdParamsSchema } from '@brief/contract/auth';
import { chatParamsSchema } from '@brief/contract/chats';
import {
  fileDownloadParamsSchema,
  MAX_FILES_PER_UPLOAD,
  storedFileSchema,
  uploadResponseSchema,
} from '@brief/contract/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, guards } from '../auth/authenticate';
import { AppError, badRequest } from '../errors';
import { downloadHeaders } from './download-headers';
import type { FilesService, UploadPart } from './service';

const UPLOAD_FIELDS = 10;

const malformed = { reason: 'upload_malformed' } as const;

/**
 * The multipart parts of an upload, with the parser's errors turned into the app's own. The parser
 * reads the body itself, so Fastify's JSON body limit does not apply here; these limits do. (The admin
 * console's customer documents come in the same way.)
 */
export async function* uploadParts(
  app: FastifyInstance,
  request: FastifyRequest,
  uploadMaxMb: number,
): AsyncGenerator<UploadPart> {
  const errors = app.multipartErrors;
  const translate = (error: unknown, fileName?: string): unknown => {
    if (error instanceof errors.RequestFileTooLargeError) {
      const name = fileName ?? 'A file';
      return new AppError(
        'payload_too_large',
        `"${name}" is larger than the ${uploadMaxMb} MB upload limit`,
        {
          detail: { reason: 'file_too_large', values: { name, limitMb: uploadMaxMb } },
        },
      );
    }
    if (error instanceof errors.FilesLimitError)
      return new AppError(
        'payload_too_large',
        `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once`,
        { detail: { reason: 'too_many_files', values: { limit: MAX_FILES_PER_UPLOAD } } },
      );
    if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError)
      return new AppError('payload_too_large', 'The upload has too many fields', { detail: malformed });
    if (error instanceof errors.InvalidMultipartContentTypeError)
      return badRequest('Send the upload as multipart/form-data', malformed);
    if (error instanceof errors.PrototypeViolationError)
      return badRequest('The upload has a forbidden field name', malformed);
    // Anything else the parser throws (no or a bad boundary, a body cut short, a malformed part) is
    // the caller's malformed upload, not a failure of the server.
    const status = error instanceof Error && 'statusCode' in error ? error.statusCode : undefined;
    if (error instanceof AppError || (typeof status === 'number' && status >= 500)) return error;
    request.log.info({ err: error }, 'malformed upload');
    return badRequest(
      'The upload is not valid multipart/form-data; check its boundary and that it is complete',
      malformed,
    );
  };

  try {
    // Inside the try: a body that is not multipart at all is refused here too.
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        yield {
          type: 'field',
          name: part.fieldname,
          value: typeof part.value === 'string' ? part.value : '',
        };
      } else {
        yield {
          type: 'file',
          name: part.filename,
          declaredType: part.mimetype,
          read: async () => {
            try {
              return await part.toBuffer();
            } catch (error) {
              throw translate(error, part.filename);
            }
          },
        };
      }
    }
  } catch (error) {
    throw translate(error);
  }
}

export const filesRoutes =
  (files: FilesService, uploadMaxMb: number): FastifyPluginAsyncZod =>
  async (app) => {
    const owned = { preHandler: [guards.self] };

    // Scoped to this plugin: no other route takes multipart bodies.
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: uploadMaxMb * 1024 * 1024,
        files: MAX_FILES_PER_UPLOAD,
        fields: UPLOAD_FIELDS,
        fieldSize: 4096,
        parts: MAX_FILES_PER_UPLOAD + UPLOAD_FIELDS,
      },
    });

    app.post(
      '/api/users/:userId/files',
      {
        ...owned,
        config: { newWork: true },
        schema: {
          tags: ['files'],
          summary: `Upload files into a chat (multipart: file, one or more, each at most ${uploadMaxMb} MB; sessionId; app_name; customerId; customerName)`,
          consumes: ['multipart/form-data'],
          params: userIdParamsSchema,
          response: { 201: uploadResponseSchema },
        },
      },
      async (request, reply) => {
        const stored = await files.upload(currentUser(request), uploadParts(app, request, uploadMaxMb));
        return reply.code(201).send({ files: stored });
      },
    );

    app.get(
      '/api/users/:userId/files/:fileId/:name?',
      {
        ...owned,
        schema: {
          tags: ['files'],
          summary: 'Download a file (images inline, everything else as an attachment); the name is cosmetic',
          params: fileDownloadParamsSchema,
        },
      },
      async (request, reply) => {
        const { file, body } = await files.download(currentUser(request), request.params.fileId);
        return reply.headers(downloadHeaders(file)).send(body);
      },
    );

    app.get(
      '/api/users/:userId/chats/:chatId/files',
      {
        ...owned,
        schema: {
          tags: ['files'],
          summary: 'The files uploaded into a chat, oldest first',
          params: chatParamsSchema,
          response: { 200: z.array(storedFileSchema) },
        },
      },
      async (request) => files.listForChat(currentUser(request), request.params.chatId),
    );
  };
