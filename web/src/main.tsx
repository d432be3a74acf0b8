import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/nprogress/styles.css';
// First: starts loading the language files before the app's modules are evaluated.
import { i18nReady } from './lib/i18n/ready';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { reloadAfterChunkError } from './lib/chunk-reload';

// Vite reports a failed preload of a lazy chunk (usually a new deployment): reload, at most once per 60 s.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAfterChunkError()) event.preventDefault();
});

void i18nReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
