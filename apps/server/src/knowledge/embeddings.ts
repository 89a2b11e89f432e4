import { estimateTokens } from '../costs/money';

/**
 * Embeddings from an OpenAI-compatible `/embeddings` endpoint (OpenAI, Ollama, vLLM, llama.cpp…), for
 * semantic search of customer documents. Vectors are scaled to length 1, so a dot product is the cosine,
 * and stored as little-endian float32.
 */

/** What one request to the endpoint used: its `usage.prompt_tokens`, or characters ÷ 4 (`estimated`). */
export type EmbeddingUsage = { inputTokens: number; estimated: boolean };

export type Embedder = {
  model: string;
  /**
   * One vector per text, in order; throws when the endpoint fails or answers nonsense. `onUsage` hears
   * each request that answered (a batch of EMBED_BATCH texts is one request).
   */
  embed(
    texts: readonly string[],
    timeoutMs?: number,
    onUsage?: (usage: EmbeddingUsage) => void,
  ): Promise<Float32Array[]>;
};

/** Texts sent per request. */
export const EMBED_BATCH = 32;
/** Longest a batch may take. */
export const EMBED_TIMEOUT_MS = 30_000;
/** Characters of a text sent: a passage fits whole; a model's context limit is not tested. */
const MAX_INPUT_CHARS = 4_000;

export class EmbeddingsFailure extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'EmbeddingsFailure';
  }
}

const normalised = (values: readonly number[]): Float32Array => {
  const vector = Float32Array.from(values);
  let norm = 0;
  for (const value of vector) norm += value * value;
  const length = Math.sqrt(norm);
  if (length > 0) for (let i = 0; i < vector.length; i += 1) vector[i] = (vector[i] ?? 0) / length;
  return vector;
};

export function createEmbedder(config: {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
}): Embedder {
  const embedBatch = async (
    texts: readonly string[],
    timeoutMs: number,
    onUsage: ((usage: EmbeddingUsage) => void) | undefined,
  ): Promise<Float32Array[]> => {
    const input = texts.map((t) => t.slice(0, MAX_INPUT_CHARS));
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/embeddings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey === undefined ? {} : { authorization: `Bearer ${config.apiKey}` }),
        },
        body: JSON.stringify({ model: config.model, input }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new EmbeddingsFailure('the embeddings provider did not answer', { cause: error });
    }
    if (!response.ok) throw new EmbeddingsFailure(`the embeddings provider answered ${response.status}`);
    const body: unknown = await response.json().catch(() => null);
    const data =
      typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data)
        ? body.data
        : null;
    if (data === null || data.length !== texts.length)
      throw new EmbeddingsFailure('the embeddings provider answered without one vector per text');
    onUsage?.(usageOf(body, input));
    const vectors: Float32Array[] = new Array<Float32Array>(texts.length);
    data.forEach((item: unknown, position: number) => {
      if (
        typeof item !== 'object' ||
        item === null ||
        !('embedding' in item) ||
        !Array.isArray(item.embedding)
      )
        throw new EmbeddingsFailure('the embeddings provider answered without vectors');
      const index = 'index' in item && typeof item.index === 'number' ? item.index : position;
      const values = item.embedding as unknown[];
      if (values.length === 0 || !values.every((v) => typeof v === 'number' && Number.isFinite(v)))
        throw new EmbeddingsFailure('the embeddings provider answered a vector that is not numbers');
      vectors[index] = normalised(values as number[]);
    });
    // Array.from: some() skips the holes a repeated or out-of-range index leaves.
    if (vectors.length !== texts.length || Array.from(vectors).some((v) => v === undefined))
      throw new EmbeddingsFailure('the embeddings provider skipped a text');
    return vectors;
  };

  return {
    model: config.model,
    async embed(texts, timeoutMs = EMBED_TIMEOUT_MS, onUsage) {
      const vectors: Float32Array[] = [];
      for (let at = 0; at < texts.length; at += EMBED_BATCH)
        vectors.push(...(await embedBatch(texts.slice(at, at + EMBED_BATCH), timeoutMs, onUsage)));
      return vectors;
    },
  };
}

/** The tokens an answer says it used, or the texts' characters ÷ 4 when it says nothing. */
function usageOf(body: unknown, input: readonly string[]): EmbeddingUsage {
  const usage =
    typeof body === 'object' && body !== null && 'usage' in body && typeof body.usage === 'object'
      ? body.usage
      : null;
  const reported = usage !== null && 'prompt_tokens' in usage ? usage.prompt_tokens : undefined;
  if (typeof reported === 'number' && Number.isInteger(reported) && reported >= 0)
    return { inputTokens: reported, estimated: false };
  return { inputTokens: estimateTokens(input.reduce((sum, text) => sum + text.length, 0)), estimated: true };
}

/** The embedder EMBEDDINGS_* configure; null when they configure none. */
export const configuredEmbedder = (
  config: Parameters<typeof createEmbedder>[0] | undefined,
): Embedder | null => (config === undefined ? null : createEmbedder(config));

export const vectorBytes = (vector: Float32Array): Buffer => {
  const bytes = Buffer.alloc(vector.length * 4);
  vector.forEach((value, index) => bytes.writeFloatLE(value, index * 4));
  return bytes;
};

export const vectorOf = (bytes: Uint8Array): Float32Array => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vector = new Float32Array(Math.floor(bytes.byteLength / 4));
  for (let i = 0; i < vector.length; i += 1) vector[i] = view.getFloat32(i * 4, true);
  return vector;
};
