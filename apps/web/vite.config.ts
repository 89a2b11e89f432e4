import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { tailwindMergeClasses } from './scripts/tailwind-merge-classes.ts';

const zodConfig = fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url));

/** Sends every import of zod, but zod-config's own, through zod-config (see that file for why). */
function zodWithoutEval(): Plugin {
  return {
    name: 'brief:zod-without-eval',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || importer?.split('?')[0] === zodConfig) return null;
      return zodConfig;
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/**
 * react-router's package exports name only its development build (with its warnings), whatever the mode;
 * builds take the production one.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [
    zodWithoutEval(),
    tailwindMergeClasses(fileURLToPath(new URL('./src', import.meta.url))),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': apiTarget },
  },
  build: {
    // npm run build at the root builds into a folder of its own and renames it to dist once complete.
    outDir: process.env.BRIEF_WEB_DIST ?? 'dist',
    sourcemap: true,
    // Read by scripts/prerender.mjs (which chunks each prerendered page preloads), then removed.
    manifest: true,
    rolldownOptions: {
      output: {
        // The icon chunks are named after every page that shares them; a short name does.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('icons~') ? 'assets/icons-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Everything the entry imports statically comes in its one file, rather than in small shared
            // chunks (React, the i18n core, the JSX runtime…) that each cost a request and their own gzip.
            { name: 'entry', tags: ['$initial'], priority: 1 },
            // The landing and sign-in pages' UI primitives and links in one file, rather than a file each
            // (each well under a kilobyte, with its own request and gzip); the signed-in pages use them too.
            {
              name: 'ui',
              test: /src[\\/]components[\\/](link|redirect|ui[\\/](alert|badge|button|card|input|label))\.tsx$/,
            },
            // zod in one chunk of its own with the module that configures it, however many pages use it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/ },
            // The icons in a few chunks by the pages that draw them, rather than a file per icon (each a
            // request before a page can show) or one file of every icon (the sign-in page would download
            // the chat's).
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react/,
              entriesAware: true,
              entriesAwareMergeThreshold: 2 * 1024,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
}));
