import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createEmbedder, EMBED_BATCH, EmbeddingsFailure, vectorBytes, vectorOf } from './embeddings';

/** What the fake provider was asked: each request's headers and body. */
type Request = {
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: { model: string; input: string[] };
};

/** An OpenAI-compatible `/embeddings` endpoint on a free local port, answering with `answer(input)`. */
async function provider(answer: (input: string[]) => { status?: number; body: unknown } | null) {
  const requests: Request[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as Request['body'];
      requests.push({ url: request.url, headers: request.headers, body });
      const reply = answer(body.input);
      if (reply === null) return; // never answers
      response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}/v1`, requests };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A vector per text, in order, each `index` given. */
const vectors = (input: string[], vector: (text: string) => number[]) => ({
  body: { data: input.map((text, index) => ({ object: 'embedding', index, embedding: vector(text) })) },
});

const failure = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EmbeddingsFailure);
  return (error as EmbeddingsFailure).message;
};

describe('createEmbedder', () => {
  it('posts the model and texts with the key, and scales each vector to length 1', async () => {
    const { baseUrl, requests } = await provider((input) => vectors(input, () => [3, 4]));
    const embedder = createEmbedder({ baseUrl, model: 'nomic-embed-text', apiKey: 'sk-test' });
    const [vector] = await embedder.embed(['Brand voice']);
    expect([...(vector ?? [])]).toEqual([Math.fround(0.6), Math.fround(0.8)]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/v1/embeddings');
    expect(requests[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(requests[0]?.body).toEqual({ model: 'nomic-embed-text', input: ['Brand voice'] });
  });

  it('sends no authorization without a key', async () => {
    const { baseUrl, requests } = await provider((input) => vectors(input, () => [1]));
    await createEmbedder({ baseUrl, model: 'm', apiKey: undefined }).embed(['a']);
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends texts in batches and gives one vector per text in order, whatever order the answer lists them', async () => {
    const count = 2 * EMBED_BATCH + 6;
    // Each text's vector points along its own axis, so a vector shows which text it belongs to.
    const { baseUrl, requests } = await provider((input) => ({
      body: {
        data: input
          .map((text, index) => ({
            index,
            embedding: Array.from({ length: count }, (_, axis) => (axis === Number(text) ? 2 : 0)),
          }))
          .reverse(),
      },
    }));
    const texts = Array.from({ length: count }, (_, i) => String(i));
    const result = await createEmbedder({ baseUrl, model: 'm', apiKey: undefined }).embed(texts);
    expect(requests.map((request) => request.body.input.length)).toEqual([EMBED_BATCH, EMBED_BATCH, 6]);
    expect(requests.flatMap((request) => request.body.input)).toEqual(texts);
    expect(result).toHaveLength(count);
    result.forEach((vector, i) => expect(vector[i]).toBe(1));
  });

  it('asks nothing for no texts', async () => {
    const { baseUrl, requests } = await provider((input) => vectors(input, () => [1]));
    expect(await createEmbedder({ baseUrl, model: 'm', apiKey: undefined }).embed([])).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['an error status', () => ({ status: 500, body: { error: 'boom' } }), 'answered 500'],
    ['a body that is not JSON', () => ({ body: 'not json' }), 'one vector per text'],
    [
      'fewer vectors than texts',
      (input: string[]) => vectors(input.slice(1), () => [1]),
      'one vector per text',
    ],
    [
      'an item without a vector',
      (input: string[]) => ({ body: { data: input.map(() => ({})) } }),
      'without vectors',
    ],
    [
      'a vector that is not numbers',
      (input: string[]) => vectors(input, () => [1, 'x'] as unknown as number[]),
      'not numbers',
    ],
    ['an empty vector', (input: string[]) => vectors(input, () => []), 'not numbers'],
    [
      'the same index twice',
      (input: string[]) => ({ body: { data: input.map(() => ({ index: 0, embedding: [1] })) } }),
      'skipped a text',
    ],
    [
      'an index past the texts',
      (input: string[]) => ({ body: { data: input.map((_, i) => ({ index: i + 1, embedding: [1] })) } }),
      'skipped a text',
    ],
  ])('fails with EmbeddingsFailure on %s', async (_, answer, message) => {
    const { baseUrl } = await provider(answer);
    const embedder = createEmbedder({ baseUrl, model: 'm', apiKey: undefined });
    expect(await failure(embedder.embed(['a', 'b']))).toContain(message);
  });

  it('fails with EmbeddingsFailure when the provider is unreachable or too slow', async () => {
    const closed = await provider(() => null);
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    const unreachable = createEmbedder({ baseUrl: closed.baseUrl, model: 'm', apiKey: undefined });
    expect(await failure(unreachable.embed(['a']))).toBe('the embeddings provider did not answer');

    const { baseUrl } = await provider(() => null);
    const slow = createEmbedder({ baseUrl, model: 'm', apiKey: undefined });
    expect(await failure(slow.embed(['a'], 50))).toBe('the embeddings provider did not answer');
  });
});

describe('vector bytes', () => {
  it('stores a vector as little-endian float32 and reads it back', () => {
    const vector = Float32Array.of(0.6, -0.8, 1e-7, 0);
    const bytes = vectorBytes(vector);
    expect(bytes).toHaveLength(16);
    expect([...bytes.subarray(0, 4)]).toEqual([0x9a, 0x99, 0x19, 0x3f]);
    expect(vectorOf(bytes)).toEqual(vector);
  });

  it('reads bytes that do not start on a 4-byte boundary, as a database driver may hand them', () => {
    const vector = Float32Array.of(1, 2, 3);
    const unaligned = Buffer.concat([Buffer.from([0xff]), vectorBytes(vector)]).subarray(1);
    expect(vectorOf(unaligned)).toEqual(vector);
    expect(vectorOf(new Uint8Array())).toEqual(new Float32Array());
  });
});

describe('what embeddings used', () => {
  it("hears each request's reported tokens, or characters ÷ 4 marked estimated", async () => {
    const reported = await provider((input) => ({
      body: { ...vectors(input, () => [1, 0]).body, usage: { prompt_tokens: 7 * input.length } },
    }));
    const heard: { inputTokens: number; estimated: boolean }[] = [];
    const texts = Array.from({ length: EMBED_BATCH + 1 }, () => 'twelve chars');
    await createEmbedder({ baseUrl: reported.baseUrl, model: 'm', apiKey: undefined }).embed(
      texts,
      undefined,
      (usage) => heard.push(usage),
    );
    expect(heard).toEqual([
      { inputTokens: 7 * EMBED_BATCH, estimated: false },
      { inputTokens: 7, estimated: false },
    ]);

    const silent = await provider((input) => vectors(input, () => [0, 1]));
    heard.length = 0;
    await createEmbedder({ baseUrl: silent.baseUrl, model: 'm', apiKey: undefined }).embed(
      ['twelve chars', 'abc'],
      undefined,
      (usage) => heard.push(usage),
    );
    expect(heard).toEqual([{ inputTokens: 4, estimated: true }]);
  });
});
