import type { Clock } from '../clock';
import type { Meter, MeteredCall } from '../costs/meter';
import { formatOfMime } from '../files/sniff';
import { inSpan } from '../observability/spans';
import { EmbeddingsFailure, vectorBytes, type Embedder } from './embeddings';
import type { PassagePool } from './passage-pool';
import type { ClaimedDocument, KnowledgeRepo } from './repo';

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** Documents indexed at once by one instance. */
export const INDEX_CONCURRENCY = 2;
/** How often an idle instance looks for documents queued elsewhere. */
export const INDEX_POLL_MS = 2_000;
/** A claim older than this is taken as abandoned (its instance died) and taken again. */
export const INDEX_STALE_MS = 120_000;
/** Longest a shutdown waits for documents being indexed before giving them back to the queue. */
const CLOSE_WAIT_MS = 5_000;

/**
 * Indexes customer documents in the background: each instance takes queued documents from the database
 * (so the queue survives restarts and is shared by every instance), splits their text into passages in a
 * worker thread, asks for embeddings when a provider is set, and stores the passages in one transaction
 * that also marks the document `indexed`. A document that cannot be indexed is marked `failed` with the
 * reason. Uploads and re-index calls wake it; otherwise it looks for work every few seconds.
 */
export function createKnowledgeIndexer(deps: {
  repo: KnowledgeRepo;
  passages: PassagePool;
  embedder: Embedder | null;
  /** pgvector's column is there: vectors are written to it too. */
  pgvector: boolean;
  clock: Clock;
  log: Log;
  /** Records the embeddings each document asked for, as spent for its customer. */
  meter?: Pick<Meter, 'record'> | undefined;
  concurrency?: number;
  pollMs?: number;
  staleMs?: number;
}) {
  const { repo, embedder, clock, log } = deps;
  const concurrency = deps.concurrency ?? INDEX_CONCURRENCY;
  const pollMs = deps.pollMs ?? INDEX_POLL_MS;
  const staleMs = deps.staleMs ?? INDEX_STALE_MS;
  let running = false;
  let loops: Promise<void>[] = [];
  const inFlight = new Set<ClaimedDocument>();

  /** Loops waiting for work; a wake-up ends every wait. */
  const waiting = new Set<() => void>();
  const sleep = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, pollMs);
      waiting.add(done);
    });
  const wakeAll = () => {
    for (const done of [...waiting]) done();
  };

  const failureReason = (error: unknown): string => {
    if (error instanceof EmbeddingsFailure) return `Embeddings could not be made: ${error.message}.`;
    if (error instanceof Error && /^splitting/.test(error.message))
      return `Its text could not be split: ${error.message}.`;
    return 'Indexing failed unexpectedly; try again.';
  };

  /** The texts' vectors; each request that answered is recorded, those of a failed document too. */
  const embedWithCost = async (
    document: ClaimedDocument,
    texts: string[],
  ): Promise<Float32Array[] | null> => {
    if (embedder === null) return null;
    const calls: MeteredCall[] = [];
    try {
      return await embedder.embed(texts, undefined, (usage) =>
        calls.push({
          purpose: 'embedding',
          model: 'embeddings',
          usage: { ...usage, outputTokens: 0, cachedInputTokens: 0 },
        }),
      );
    } finally {
      await deps.meter?.record(
        { userId: null, chatId: null, teamId: null, customerId: document.customer_id, runId: null },
        calls,
      );
    }
  };

  const index = async (document: ClaimedDocument) => {
    const started = Date.now();
    try {
      const drafts = await deps.passages.split(document.text, formatOfMime(document.mime));
      if (drafts.length === 0) {
        await repo.markFailed(document, 'The document has no text to index.', clock.now().toISOString());
        return;
      }
      const vectors =
        embedder === null
          ? null
          : await embedWithCost(
              document,
              drafts.map((d) => d.text),
            );
      if (!running) return void (await repo.release(document));
      const stored = await repo.storePassages(
        document,
        drafts.map((draft, i) => ({ draft, embedding: vectors?.[i] ? vectorBytes(vectors[i]) : null })),
        clock.now().toISOString(),
        deps.pgvector,
      );
      log.info(
        { documentId: document.id, passages: drafts.length, ms: Date.now() - started, stored },
        stored ? 'document indexed' : 'document changed while indexed; its new version is queued',
      );
    } catch (error) {
      log.warn(
        { documentId: document.id, cause: error instanceof Error ? error.message : String(error) },
        'document not indexed',
      );
      await repo
        .markFailed(document, failureReason(error), clock.now().toISOString())
        .catch((storeError: unknown) =>
          log.error(
            { documentId: document.id, cause: String(storeError) },
            'marking a document failed failed',
          ),
        );
    }
  };

  /** Documents indexed since the database's statistics were last refreshed. */
  let indexedSinceStatistics = 0;
  const loop = async () => {
    while (running) {
      let document: ClaimedDocument | undefined;
      try {
        const now = clock.now();
        document = await repo.claimNext(now.toISOString(), new Date(now.getTime() - staleMs).toISOString());
      } catch (error) {
        log.error(
          { cause: error instanceof Error ? error.message : String(error) },
          'the indexing queue failed',
        );
      }
      if (document === undefined) {
        // The queue is empty: after a batch, the statistics search ranks words by are brought up to date.
        if (indexedSinceStatistics > 0) {
          indexedSinceStatistics = 0;
          await repo
            .refreshStatistics()
            .catch((error: unknown) => log.warn({ cause: String(error) }, 'refreshing statistics failed'));
        }
        await sleep();
        continue;
      }
      inFlight.add(document);
      try {
        const claimed = document;
        // Each document's indexing is a trace of its own (no request started it).
        await inSpan('knowledge.index', { 'brief.document.id': claimed.id }, () => index(claimed));
        indexedSinceStatistics += 1;
      } finally {
        inFlight.delete(document);
      }
    }
  };

  return {
    start(): void {
      if (running) return;
      running = true;
      loops = Array.from({ length: concurrency }, () => loop());
    },

    /** New work was queued on this instance: look now rather than at the next poll. */
    wake(): void {
      wakeAll();
    },

    /** Stops taking documents; those being indexed get a few seconds, then go back to the queue. */
    async close(): Promise<void> {
      if (!running) return;
      running = false;
      wakeAll();
      const finished = Promise.all(loops).then(() => true);
      const waited = await Promise.race([
        finished,
        new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_WAIT_MS).unref()),
      ]);
      if (!waited) await Promise.all([...inFlight].map((document) => repo.release(document).catch(() => {})));
    },
  };
}

export type KnowledgeIndexer = ReturnType<typeof createKnowledgeIndexer>;
