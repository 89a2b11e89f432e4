/**
 * One extraction worker thread: reads one document at a time for `extract-pool.ts`. The pool caps its
 * memory and terminates it when a file takes too long, so nothing here has to be interruptible.
 */
import { parentPort } from 'node:worker_threads';
import { readDocumentText, type DocumentText } from './extract';
import type { FileFormat } from './sniff';

/** One file to read; its bytes are shared with the main thread, which no longer changes them. */
export type ExtractionRequest = { id: number; format: FileFormat; bytes: Uint8Array };
export type WorkerMessage = { type: 'ready' } | ({ type: 'done'; id: number } & DocumentText);

const port = parentPort;
if (port === null) throw new Error('extract-worker.ts runs as a worker thread, started by extract-pool.ts');

const answer = (message: WorkerMessage) => port.postMessage(message);

port.on('message', (request: ExtractionRequest) => {
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  void readDocumentText(bytes, request.format).then((result) =>
    answer({ type: 'done', id: request.id, ...result }),
  );
});

answer({ type: 'ready' });
