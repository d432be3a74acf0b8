import type { TFunction } from 'i18next';
import type { LiveArrival } from './live-patch';

/** A screen reader hears at most one announcement this often, however fast birds come home. */
export const ANNOUNCE_INTERVAL_MS = 5000;
/** The parts of one burst (sent as several events) come within this; they are announced together. */
export const ANNOUNCE_SETTLE_MS = 1000;
/** An announcement names this many birds; the others are counted. */
export const ANNOUNCE_NAMED = 3;

export type AnnouncementBatcher = {
  /** Adds arrivals to the next announcement. */
  push: (arrivals: LiveArrival[]) => void;
  /** Drops what is waiting (the view closes). */
  stop: () => void;
};

/**
 * Gathers arrivals and hands them to `announce` in batches: a batch waits ANNOUNCE_SETTLE_MS after its first
 * arrival (a burst's parts come together), and ANNOUNCE_INTERVAL_MS after the previous batch at least, so that a
 * screen reader is not talking over itself while hundreds of birds come home.
 */
export function createAnnouncementBatcher(announce: (arrivals: LiveArrival[]) => void, now: () => number = Date.now): AnnouncementBatcher {
  let pending: LiveArrival[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = Number.NEGATIVE_INFINITY;
  const flush = () => {
    timer = undefined;
    const batch = pending;
    pending = [];
    last = now();
    announce(batch);
  };
  return {
    push(arrivals) {
      if (arrivals.length === 0) return;
      pending = [...pending, ...arrivals];
      if (timer) return;
      timer = setTimeout(flush, Math.max(ANNOUNCE_SETTLE_MS, last + ANNOUNCE_INTERVAL_MS - now()));
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      pending = [];
    },
  };
}

/**
 * What a screen reader says about a batch: how many birds came home, then the first few by place with ring and name
 * ("3 new arrivals: place 1: NL-2026-1234567 (Blue Star), …"), the rest counted ("and 12 more").
 */
export function announcementText(t: TFunction, arrivals: LiveArrival[]): string {
  if (arrivals.length === 0) return '';
  const sorted = [...arrivals].sort((a, b) => a.arrived_ms - b.arrived_ms || a.ring.localeCompare(b.ring));
  const named = sorted.slice(0, ANNOUNCE_NAMED).map((a) => {
    const pigeon = a.pigeon_name ? `${a.ring} (${a.pigeon_name})` : a.ring;
    // A bird without a place (held for review, home after the race closed) is named without one.
    return a.rank > 0 ? t('a11y.live.placed', { rank: a.rank, pigeon }) : pigeon;
  });
  const rest = sorted.length - named.length;
  const list = [...named, ...(rest > 0 ? [t('a11y.live.more', { count: rest })] : [])].join(t('a11y.live.separator'));
  return t('a11y.live.arrivals', { count: sorted.length, list });
}
