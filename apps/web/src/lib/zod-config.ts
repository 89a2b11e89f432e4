import { z } from 'zod';

// The app's Content-Security-Policy forbids eval. Zod's JIT for object schemas probes `new Function`
// when a schema is built, and even a refused probe reports a CSP violation on every page, drowning the
// real ones. Parsing without it is fast enough for forms and answers. The build puts this module in
// zod's own chunk (vite.config.ts), so it runs before any other chunk builds a schema; the entry
// imports it first for the development server and tests.
z.config({ jitless: true });
