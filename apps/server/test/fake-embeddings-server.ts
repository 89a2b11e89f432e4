import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible embeddings endpoint: POST {baseUrl}/embeddings. Its vectors
 * are bags of concepts: words folded to a concept (a few synonyms share one, so "turnover" and "revenue"
 * are close although no word is shared), each concept hashed to one of 64 dimensions. An input holding
 * FAIL-EMBED makes the whole request fail with 500.
 */
const CONCEPTS: Record<string, string> = {
  revenue: 'money',
  turnover: 'money',
  income: 'money',
  earnings: 'money',
  sales: 'money',
  shoppers: 'people',
  visitors: 'people',
  footfall: 'people',
  customers: 'people',
  climbed: 'up',
  grew: 'up',
  rose: 'up',
  develop: 'up',
  increase: 'up',
};
const DIMENSIONS = 64;

function vectorOf(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (word.length < 4) continue;
    const concept = CONCEPTS[word] ?? word;
    const slot = createHash('sha1').update(concept).digest().readUInt16BE(0) % DIMENSIONS;
    vector[slot] = (vector[slot] ?? 0) + (CONCEPTS[word] === undefined ? 1 : 3);
  }
  return vector;
}

export type FakeEmbeddingsServer = { baseUrl: string; requests: number; close(): Promise<void> };

export async function startFakeEmbeddingsServer(): Promise<FakeEmbeddingsServer> {
  const state = { requests: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.requests += 1;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; input: string[] };
      if (request.url !== '/v1/embeddings' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      if (body.input.some((text) => text.includes('FAIL-EMBED'))) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'the fake refuses this text' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          object: 'list',
          model: body.model,
          data: body.input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) })),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
