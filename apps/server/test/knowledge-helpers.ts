import { adminPaths, type CustomerDocument } from '@brief/contract/admin-console';
import { MAX_FILES_PER_UPLOAD } from '@brief/contract/files';
import type { DocumentIndexProgress } from '@brief/contract/knowledge';
import type { FastifyInstance } from 'fastify';
import { bearer, type TestUser } from './helper';

export type UploadFile = { name: string; body: string | Buffer; type?: string };

/** A multipart body as a browser's FormData sends it, one part named `file` per file. */
export async function documentsForm(files: readonly UploadFile[]) {
  const form = new FormData();
  for (const file of files) {
    const bytes = typeof file.body === 'string' ? Buffer.from(file.body) : file.body;
    form.append('file', new Blob([new Uint8Array(bytes)], { type: file.type ?? 'text/plain' }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/** Uploads documents to a customer in requests of at most 10 files, as the console does; answers them all. */
export async function uploadAll(
  app: FastifyInstance,
  admin: TestUser,
  teamId: string,
  customerId: string,
  files: readonly UploadFile[],
): Promise<CustomerDocument[]> {
  const stored: CustomerDocument[] = [];
  for (let at = 0; at < files.length; at += MAX_FILES_PER_UPLOAD) {
    const body = await documentsForm(files.slice(at, at + MAX_FILES_PER_UPLOAD));
    const response = await app.inject({
      method: 'POST',
      url: adminPaths.documents(teamId, customerId),
      headers: { ...bearer(admin.token), 'content-type': body.contentType },
      payload: body.payload,
    });
    if (response.statusCode !== 201)
      throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
    stored.push(...response.json<{ documents: CustomerDocument[] }>().documents);
  }
  return stored;
}

/** How far the customer's documents are indexed. */
export async function indexProgress(
  app: FastifyInstance,
  admin: TestUser,
  teamId: string,
  customerId: string,
): Promise<DocumentIndexProgress> {
  const response = await app.inject({
    method: 'GET',
    url: adminPaths.documentsProgress(teamId, customerId),
    headers: bearer(admin.token),
  });
  if (response.statusCode !== 200)
    throw new Error(`progress answered ${response.statusCode}: ${response.body}`);
  return response.json<DocumentIndexProgress>();
}

/** Waits until none of the customer's documents is queued or being indexed; answers the last progress. */
export async function waitForIndexing(
  app: FastifyInstance,
  admin: TestUser,
  teamId: string,
  customerId: string,
  timeoutMs = 60_000,
): Promise<DocumentIndexProgress> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = await indexProgress(app, admin, teamId, customerId);
    if (progress.queued + progress.indexing === 0) return progress;
    if (Date.now() > deadline) throw new Error(`indexing did not finish: ${JSON.stringify(progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
