// Bundles the server into dist/main.js. npm packages stay external (resolved from node_modules at run
// time); the workspace's own TypeScript packages (@brief/*) are compiled into the bundle.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
