// Bundles the server into dist/main.js, and its worker threads beside it (a worker thread starts from a
// file of its own): the text extraction worker into dist/extract-worker.js, the export worker (Markdown,
// Word and PDF files) into dist/export-worker.js, the passage worker (customer knowledge) into
// dist/passage-worker.js, and the tracing preload into dist/preload.js and dist/tracing.js. npm packages
// stay external (resolved from node_modules at run time); the workspace's own TypeScript packages
// (@brief/*) are compiled in.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    'extract-worker': 'src/files/extract-worker.ts',
    'export-worker': 'src/exports/export-worker.ts',
    'passage-worker': 'src/knowledge/passage-worker.ts',
    // Loaded with --import before main.js: starts tracing when OTEL_EXPORTER_OTLP_* is set (tracing.js).
    preload: 'src/observability/preload.ts',
    tracing: 'src/observability/tracing.ts',
  },
  // npm run build at the root builds into a folder of its own and renames it to dist once complete.
  outdir: process.env.BRIEF_SERVER_DIST ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@brief/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
