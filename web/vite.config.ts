/// <reference types="vitest/config" />
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compress } from './build/compress';
import { localeSplit } from './build/locale-split';
import { DEFAULT_MAP_TILE_URL, tileSources } from './src/config/map-tiles';
import { FIRST_SCREEN_KEYS } from './src/lib/i18n/first-screen';

// Sign-in from the dev server: start the backend with
//   ONELOFT_REDIRECT_URIS=http://localhost:5173/login/callback
// so the provider accepts this origin's callback (redirect URIs are checked exactly).
const backend = process.env.ONELOFT_DEV_BACKEND ?? 'http://127.0.0.1:8080';

// The Go binary embeds dist/, so a fresh clone keeps an empty dist/.gitkeep in git and builds
// (API only) without Node. Every build empties dist/; this puts the file back.
const keepDist: Plugin = {
  name: 'keep-dist',
  apply: 'build',
  closeBundle() {
    writeFileSync(fileURLToPath(new URL('./dist/.gitkeep', import.meta.url)), '');
  },
};

// The server's Content-Security-Policy allows images from the map tile servers this build uses; it reads their
// origins from dist/csp.json, since the tile URL is a build setting (VITE_MAP_TILE_URL).
const cspSources = (tileUrl: string): Plugin => ({
  name: 'csp-sources',
  apply: 'build',
  closeBundle() {
    writeFileSync(fileURLToPath(new URL('./dist/csp.json', import.meta.url)), JSON.stringify({ 'img-src': tileSources(tileUrl) }) + '\n');
  },
});

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    localeSplit(fileURLToPath(new URL('./src/locales', import.meta.url)), FIRST_SCREEN_KEYS),
    keepDist,
    cspSources(loadEnv(mode, process.cwd(), 'VITE_').VITE_MAP_TILE_URL || DEFAULT_MAP_TILE_URL),
    compress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/sso': { target: backend, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the first paint needs, in two chunks loaded side by side: React, which changes only with its
            // version (a new deployment of the app leaves it in the browser's cache), and the rest.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'initial', tags: ['$initial'] },
            // What nearly every screen shows (the home page first of all): one chunk rather than twenty of a few
            // hundred bytes each, whose requests cost more than the code.
            {
              name: 'ui',
              test: /node_modules[\\/](@mantine[\\/]core[\\/]esm[\\/]components[\\/](Loader|SimpleGrid|Title|Paper|Button|Card|TextInput|InputBase|Input|CloseButton|Badge|Avatar|Image)[\\/]|@tanstack[\\/]react-query[\\/])|src[\\/]lib[\\/](api[\\/](client|keys|types)|format|intl|loft-time|use-loft-time)\./,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    css: false,
    // A busy machine (CI, or a laptop building beside the tests) runs a test many times slower than an idle one:
    // tests wait for outcomes, with these generous bounds, set here only (findBy/waitFor get theirs in
    // src/testing/setup-tests.ts). One core is left to the main process and whatever runs beside the suite.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    maxWorkers: Math.max(1, availableParallelism() - 1),
  },
}));
