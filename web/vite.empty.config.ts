import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds an empty React app (renders <div/>) so `npm run size` can show the baseline. */
export default defineConfig({
  root: fileURLToPath(new URL('./scripts/empty-app', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist-empty', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
  },
});
