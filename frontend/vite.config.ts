/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The shared lib is consumed as TypeScript source so Vite bundles it as ESM (its dist is CommonJS).
const sharedEntry = fileURLToPath(new URL('../libs/shared/src/index.ts', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

/** The UI every screen shares (components/, lib/, Radix), but not the form kit nor what builds a schema. */
const isSharedUi = (id: string) =>
  /[\\/]node_modules[\\/]@radix-ui[\\/]/.test(id) ||
  (/[\\/]frontend[\\/]src[\\/](components|lib)[\\/]/.test(id) &&
    !/[\\/](form|testing)[\\/]|participant-select-field|signup-prefill|\.test\./.test(id));

/**
 * A screen's code arrives as few chunks: each chunk it needs was one <link rel=modulepreload> Vite inserts as the screen
 * loads, and on a 4x-slowed phone those inserts were the longest task of the public page and the dashboard (26 and 46
 * chunks, 0.3 and 0.6 s; tools/bench/lighthouse.mjs). The shared UI, the shared lib's plain data and the form kit each
 * become one chunk; what the first render needs stays in index's. zod and the schemas keep their own chunks, so a
 * screen without a form never runs them.
 */
const chunkGroups = [
  { name: 'initial', tags: ['$initial' as const], priority: 10 },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 5 },
  { name: 'ui', test: isSharedUi, priority: 4 },
  { name: 'shared', test: /[\\/]libs[\\/]shared[\\/]src[\\/](?!validation|contracts[\\/]schemas)/, priority: 3 },
  {
    name: 'forms',
    test: /[\\/]node_modules[\\/]react-hook-form[\\/]|[\\/]components[\\/]ui[\\/]form[\\/]/,
    priority: 2,
  },
];
/** A chunk file of one of those groups (`assets/ui-<hash>.js`). */
const isGroupedChunk = new RegExp(`/(${chunkGroups.map((group) => group.name).join('|')})-[\\w-]+\\.js$`);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: /^@rallypoint\/shared$/, replacement: sharedEntry },
      { find: /^@\//, replacement: `${srcDir}/` },
    ],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A lazy screen preloads only the grouped chunks it needs; its small ones arrive through its own imports. Each
    // preload is a <link> Vite inserts from script, and the dashboard's 17 made the longest task of its start on a
    // 4x-slowed phone. Without the small ones its TBT fell (median 225 -> 165 ms over 12 runs each) and no page's
    // LCP rose (tools/bench/lighthouse.mjs).
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => isGroupedChunk.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not per file: a fifth of the CPU time (the whole suite 70 s instead
    // of 325 s on two cores). Each test still renders, serves its API and restores its spies afresh (setup.ts).
    isolate: false,
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
