/**
 * One passage worker thread: splits a document's text into passages for `passage-pool.ts`, off the main
 * thread (a 200,000-character text is a few milliseconds of regular expressions, a batch of them more).
 */
import { parentPort } from 'node:worker_threads';
import type { FileFormat } from '../files/sniff';
import { documentPassages, type PassageDraft } from './passages';

export type PassageRequest = { id: number; text: string; format: FileFormat };
export type PassageAnswer =
  | { type: 'ready' }
  | { type: 'done'; id: number; passages: PassageDraft[] }
  | { type: 'failed'; id: number; message: string };

const port = parentPort;
if (port === null) throw new Error('passage-worker.ts runs as a worker thread, started by passage-pool.ts');

const answer = (message: PassageAnswer) => port.postMessage(message);

port.on('message', (request: PassageRequest) => {
  try {
    answer({ type: 'done', id: request.id, passages: documentPassages(request.text, request.format) });
  } catch (error) {
    answer({
      type: 'failed',
      id: request.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});

answer({ type: 'ready' });
