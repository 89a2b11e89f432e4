import { z } from 'zod';

// The app's Content-Security-Policy forbids eval. Zod's JIT for object schemas probes `new Function`
// when a schema is built, and even a refused probe reports a CSP violation on every page, drowning the
// real ones. Parsing without it is fast enough for forms and answers. Every `import … from 'zod'` of the
// app and the contract resolves to this module (vite.config.ts), so the switch is set before any schema
// exists, in whichever chunk zod first loads: pages that build no schema never download zod.
z.config({ jitless: true });

export * from 'zod';
export { z };
export default z;
