import { errorBodySchema } from '@brief/contract/errors';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createChat, createUser, type TestUser } from './helper';
import {
  hostileRequests,
  operationsOf,
  strayRequests,
  type Identity,
  type OpenApiDocument,
  type Operation,
} from './hostile-requests';
import { MULTIPART_BOUNDARY, multipartBody, seededRandom } from './hostile-values';

/**
 * Every operation the server documents, sent hostile input by a signed-in user, an admin and nobody:
 * no answer may be a 5xx, every refusal must be the app's error shape, and every answer must carry the
 * request id and the security headers.
 */

const SEED = 13;
const MIN_REQUESTS = 1_500;

async function post<T>(user: TestUser, url: string, payload: object): Promise<T> {
  const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

async function upload<T>(user: TestUser, url: string, sessionId?: string): Promise<T> {
  const parts = [{ name: 'file', value: 'Fuzz notes: revenue grew.\n', fileName: 'notes.txt' }];
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(user.token), 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
    payload: multipartBody(
      MULTIPART_BOUNDARY,
      sessionId === undefined ? parts : [{ name: 'sessionId', value: sessionId }, ...parts],
    ),
  });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

/** A user's chat, uploaded file and bookmark: the ids a hostile request puts next to the broken part. */
async function belongings(user: TestUser) {
  const chatId = await createChat(ctx, user);
  const { files } = await upload<{ files: { id: string }[] }>(user, `/api/users/${user.id}/files`, chatId);
  const bookmark = await post<{ id: string }>(user, `/api/users/${user.id}/bookmarks`, {
    message: 'A reply worth keeping',
    chatId,
  });
  return { userId: user.id, chatId, fileId: files[0]?.id ?? '', bookmarkId: bookmark.id, name: 'notes.txt' };
}

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * Sends a request and reads its answer. An event stream (a tab's chat events) stays open for as long as
 * its client does: its status and headers are what is checked, and the test then hangs up.
 */
async function answerTo(request: InjectOptions): Promise<Answer> {
  const response = await ctx.app.inject({ ...request, payloadAsStream: true });
  const { statusCode, headers } = response;
  if (String(headers['content-type']).startsWith('text/event-stream')) {
    response.raw.res.destroy();
    return { statusCode, headers, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return { statusCode, headers, body: Buffer.concat(chunks).toString() };
}

/** What is wrong with an answer, or null. */
function problemWith(request: InjectOptions, response: Answer): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (typeof response.headers['x-request-id'] !== 'string') return 'no x-request-id';
  if (response.headers['x-content-type-options'] !== 'nosniff') return 'no x-content-type-options: nosniff';
  if (response.statusCode < 400) return null;
  if (typeof response.headers['content-security-policy'] !== 'string') return 'no content-security-policy';
  if (request.method === 'HEAD') return null;
  try {
    return errorBodySchema.safeParse(JSON.parse(response.body)).success ? null : 'not the app error shape';
  } catch {
    return 'not JSON';
  }
}

const ctx = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
const alice = await createUser(ctx, { teams: ['coandco'] });
const bob = await createUser(ctx, { teams: ['marketing'] });
const admin = await createUser(ctx, { admin: true });

const team = await post<{ id: string }>(admin, '/api/admin/teams', {
  name: 'Fuzz team',
  app_name: 'fuzz-team',
});
const specialist = await post<{ id: string }>(admin, `/api/admin/teams/${team.id}/specialists`, {
  name: 'Fuzz specialist',
});
const customer = await post<{ id: string }>(admin, `/api/admin/teams/${team.id}/customers`, {
  name: 'Fuzz customer',
});
const { documents } = await upload<{ documents: { id: string }[] }>(
  admin,
  `/api/admin/teams/${team.id}/customers/${customer.id}/documents`,
);
const catalogue = {
  teamId: team.id,
  agentId: 'coandco',
  specialistId: specialist.id,
  customerId: customer.id,
  documentId: documents[0]?.id ?? '',
  email: 'fuzz.new@brief.test',
};
const alicesOwn = { ...(await belongings(alice)), ...catalogue };
const adminsOwn = { ...(await belongings(admin)), ...catalogue };
const others = { ...(await belongings(bob)), teamId: 'marketing', agentId: 'marketing', email: bob.email };
const identities: Identity[] = [
  { name: 'nobody', headers: {}, own: alicesOwn, other: others },
  { name: 'user', headers: bearer(alice.token), own: alicesOwn, other: others },
  { name: 'admin', headers: bearer(admin.token), own: adminsOwn, other: others },
];

// Calls that end something go last: deletions (deepest first, so what the other calls point at still
// exists meanwhile), then those that end the caller's session (sign-out, a password reset).
const endsSession = (operation: Operation) => /sign-out|password/.test(operation.template);
const rank = (operation: Operation) =>
  endsSession(operation) ? 1e6 : operation.method === 'DELETE' ? 1e3 - operation.template.length : 0;
const operations = operationsOf(ctx.app.swagger() as unknown as OpenApiDocument).sort(
  (a, b) => rank(a) - rank(b),
);

describe('hostile input', () => {
  it(
    'never gets a 5xx or an answer outside the app error shape and headers',
    { timeout: 180_000 },
    async () => {
      const random = seededRandom(SEED);
      const statuses = new Map<number, number>();
      const problems: string[] = [];
      let sent = 0;
      const send = async (label: string, request: InjectOptions) => {
        const response = await answerTo({ remoteAddress: '203.0.113.7', ...request });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const problem = problemWith(request, response);
        if (problem !== null) problems.push(`${label} → ${problem}: ${response.body.slice(0, 160)}`);
        return response;
      };

      for (const identity of identities) {
        for (const { label, request } of strayRequests(identity)) await send(label, request);
        for (const operation of operations) {
          const name = `${operation.method} ${operation.template} as ${identity.name}`;
          // A caller refused outright (no token, not an admin) gets a shorter list: the refusal comes first.
          const probe = await send(`${name}: probe`, {
            method: operation.method,
            url: operation.template.replace(
              /\{(\w+)\}\??/g,
              (_, param: string) => identity.own[param] ?? 'x',
            ),
            headers: identity.headers,
          });
          const full = probe.statusCode !== 401 && probe.statusCode !== 403;
          for (const { label, request } of hostileRequests(operation, identity, { random, full })) {
            await send(label, request);
          }
          if (identity.headers.authorization !== undefined && !endsSession(operation)) {
            // Otherwise the later calls would all be tried as nobody.
            const check = await send(`${name}: session check`, {
              method: 'GET',
              url: `/api/users/${identity.own.userId}/bookmarks?limit=1`,
              headers: identity.headers,
            });
            if (check.statusCode === 401)
              problems.push(`${name} ended the session: rank it with endsSession`);
          }
        }
      }

      const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
      process.stdout.write(
        `fuzz: ${operations.length} operations, ${sent} requests, statuses ${summary.join(' ')}, ` +
          `${problems.length} problems\n`,
      );
      expect({ problems: problems.length, first: problems.slice(0, 40) }).toEqual({ problems: 0, first: [] });
      expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
      expect(operations.length).toBeGreaterThanOrEqual(50);
    },
  );
});
