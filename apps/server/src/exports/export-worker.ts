/**
 * One export worker thread: makes one file at a time for `export-pool.ts`. The pool caps its memory and
 * terminates it when a file takes too long, so nothing here has to be interruptible.
 */
import { EventEmitter } from 'node:events';
import { parentPort } from 'node:worker_threads';
import type { ExportFormat } from '@brief/contract/exports';
import type { ExportDocument } from './export-document';
import { renderDocument } from './render';

export type RenderRequest = { id: number; format: ExportFormat; document: ExportDocument };
export type RenderAnswer =
  | { type: 'ready' }
  | { type: 'done'; id: number; bytes: Uint8Array }
  /** The document nests deeper than the writer's stack goes: too complex, like one past the time limit. */
  | { type: 'too-deep'; id: number }
  | { type: 'failed'; id: number; message: string };

// pdfmake listens once more for every list open around the line it writes: a list nested as deep as
// read-markdown.ts lets one go (16) would pass Node's default of 10 and print a leak warning per file.
EventEmitter.defaultMaxListeners = 64;

const port = parentPort;
if (port === null) throw new Error('export-worker.ts runs as a worker thread, started by export-pool.ts');

const outOfStack = (error: unknown) =>
  error instanceof RangeError && error.message.includes('Maximum call stack size exceeded');

port.on('message', (request: RenderRequest) => {
  renderDocument(request.document, request.format).then(
    (file) => {
      // A copy of its own, so handing its memory over cannot take bytes a pooled Buffer shares.
      const bytes = new Uint8Array(file);
      port.postMessage({ type: 'done', id: request.id, bytes } satisfies RenderAnswer, [bytes.buffer]);
    },
    (error: unknown) => {
      if (outOfStack(error)) {
        port.postMessage({ type: 'too-deep', id: request.id } satisfies RenderAnswer);
        return;
      }
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      port.postMessage({ type: 'failed', id: request.id, message } satisfies RenderAnswer);
    },
  );
});

port.postMessage({ type: 'ready' } satisfies RenderAnswer);
