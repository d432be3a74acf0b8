import { CHUNK_RELOAD_GUARD_MS } from '@/config/constants';

const KEY = 'oneloft:chunk-reload-at';

/** True for the errors browsers and Vite raise when a lazily imported chunk cannot be loaded. */
export function isChunkLoadError(err: unknown): boolean {
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk \d+ failed/i.test(
    message,
  );
}

/** A reload is allowed when none happened in the last 60 s. */
export function mayReload(now: number, lastReloadAt: number | null, guardMs = CHUNK_RELOAD_GUARD_MS): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= guardMs;
}

/**
 * Reloads the page after a failed chunk load, at most once per 60 s (a new deployment replaced
 * the hashed files). Returns true when a reload was started.
 */
export function reloadAfterChunkError(storage: Storage = window.localStorage, reload = () => window.location.reload()): boolean {
  const now = Date.now();
  const raw = storage.getItem(KEY);
  const last = raw === null ? null : Number(raw);
  if (!mayReload(now, last)) return false;
  storage.setItem(KEY, String(now));
  reload();
  return true;
}
