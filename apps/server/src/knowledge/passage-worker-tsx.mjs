// Starts the passage worker from its TypeScript source (tests, `npm run dev`): tsx compiles it in the
// worker's thread as it does in the main one. The built server runs dist/passage-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./passage-worker.ts');
