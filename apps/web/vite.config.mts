/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdCssPlugin } from './antd-css.plugin.mjs';
import { barrelImportsPlugin } from './barrel-imports.plugin.mjs';
import { firstScreenChunk } from './first-screen-chunk.plugin.mjs';
import { firstScreenInline } from './first-screen-inline.plugin.mjs';
import { narrowImportsPlugin } from './narrow-imports.plugin.mjs';
import { precompressPlugin } from './precompress.plugin.mjs';

const root = import.meta.dirname;
// The dashboard's first screen in one chunk (first-screen-chunk.plugin.mts): its plugin reads the
// module graph, its group (below) gathers what the plugin found.
const firstScreen = firstScreenChunk();
// The `@overlay/*` aliases from their one source, tsconfig.base.json (via tools/path-aliases.cjs).
// The web may import only the domain and the engine: the lint's module boundaries say so.
const { libAliases } = createRequire(import.meta.url)(
  '../../tools/path-aliases.cjs',
) as { libAliases: () => [alias: string, entry: string][] };

export default defineConfig({
  root,
  plugins: [
    react(),
    antdCssPlugin(),
    narrowImportsPlugin(),
    precompressPlugin(),
    barrelImportsPlugin(),
    firstScreen.plugin,
    // The early first screen, inlined into index.html (src/first-screen).
    firstScreenInline(resolve(root, 'src/first-screen/inline-entry.ts')),
  ],
  resolve: {
    alias: Object.fromEntries(
      libAliases().map(([alias, entry]) => [
        alias,
        resolve(root, '../..', entry),
      ]),
    ),
  },
  server: {
    port: 4200,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4300 },
  build: {
    outDir: resolve(root, '../../dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks a route loads (bench/wire-bytes.bench.ts); never served (a dot-folder).
    manifest: true,
    // The first screen's chunk is about 850 KB raw (250 KB gzip), on purpose.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        // Framework code in long-lived chunks of its own: an app release re-downloads only app code.
        codeSplitting: {
          groups: [
            // React itself apart from its DOM renderer and the router: the boot code (main.tsx)
            // needs the first (RTK Query's hooks), only the app needs the others.
            {
              name: 'vendor-react',
              test: /node_modules[\\/]react[\\/]/,
            },
            {
              name: 'vendor-react-dom',
              test: /node_modules[\\/](react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'vendor-redux',
              test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store)[\\/]/,
            },
            // Everything else the dashboard's first screen imports statically (app code, Ant Design,
            // icons), and nothing it does not: one request instead of about 40 JS and 18 CSS.
            // No group of all antd modules: one sat in the entry's static imports, so the first load
            // carried the admin and lazy widgets. The rest is left to the default split.
            firstScreen.bootGroup,
            firstScreen.group,
          ],
        },
      },
    },
  },
  test: {
    root,
    environment: 'jsdom',
    globals: true,
    setupFiles: [resolve(root, 'src/testing/setup-tests.ts')],
    css: false,
    restoreMocks: true,
    // Screen tests render Ant Design in jsdom: seconds each on a loaded CI box, so one limit for all.
    testTimeout: 60_000,
    // Vitest's default is one worker less than the cores: one worker on a 2-core CI box, where the
    // main process sits idle and the web tests took 5.7 minutes. Two workers at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Spec files share a worker's jsdom and module cache (217 s → about 70 s of CI): setup-tests.ts
    // puts back what a test may change (storage, width, theme, media, timers). A spec that replaces
    // modules (vi.mock) would hand its stand-ins to the files after it, so it is named
    // `*.isolated.spec.tsx` and runs in a fresh context of its own (apps/web/README.md, tests).
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          isolate: false,
          include: ['src/**/*.spec.{ts,tsx}'],
          exclude: ['src/**/*.isolated.spec.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: { name: 'web-isolated', include: ['src/**/*.isolated.spec.{ts,tsx}'] },
      },
    ],
  },
});
