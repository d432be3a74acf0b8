import i18next, { type TFunction } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ar from '@/locales/ar.json';
import en from '@/locales/en.json';
import { ANNOUNCE_INTERVAL_MS, ANNOUNCE_SETTLE_MS, announcementText, createAnnouncementBatcher } from './arrival-announcer';
import type { LiveArrival } from './live-patch';

let t: TFunction;
let tAr: TFunction;

beforeAll(async () => {
  const i = i18next.createInstance();
  await i.init({ lng: 'en', resources: { en: { translation: en }, ar: { translation: ar } }, interpolation: { escapeValue: false } });
  t = i.getFixedT('en');
  tAr = i.getFixedT('ar');
});

function arrival(rank: number, name = `Bird ${rank}`): LiveArrival {
  return {
    pigeon_id: rank,
    ring: `NL-2026-${1000 + rank}`,
    pigeon_name: name,
    team: 'Team',
    fancier: 'Fancier',
    country: 'NL',
    arrived_ms: 1_000_000 + rank * 1000,
    flight_ms: rank * 1000,
    time: '',
    speed: '1200.5',
    rank,
  };
}

describe('announcementText', () => {
  it('names one bird with its place', () => {
    expect(announcementText(t, [arrival(1)])).toBe('1 new arrival: place 1: NL-2026-1001 (Bird 1)');
  });

  it('names the birds in order of arrival, a bird without a name by its ring', () => {
    expect(announcementText(t, [arrival(3), arrival(2, '')])).toBe('2 new arrivals: place 2: NL-2026-1002, place 3: NL-2026-1003 (Bird 3)');
  });

  it('names the first three of many and counts the rest', () => {
    const many = Array.from({ length: 12 }, (_, i) => arrival(12 - i));
    expect(announcementText(t, many)).toBe('12 new arrivals: place 1: NL-2026-1001 (Bird 1), place 2: NL-2026-1002 (Bird 2), place 3: NL-2026-1003 (Bird 3), and 9 more');
  });

  it('names a bird without a place (held for review) without one', () => {
    expect(announcementText(t, [{ ...arrival(4), rank: 0 }])).toBe('1 new arrival: NL-2026-1004 (Bird 4)');
  });

  it('speaks the viewer’s language', () => {
    expect(announcementText(tAr, [arrival(1), arrival(2)])).toBe('وصولان جديدان (2): المركز 1: NL-2026-1001 (Bird 1)، المركز 2: NL-2026-1002 (Bird 2)');
  });

  it('says nothing of no arrivals', () => {
    expect(announcementText(t, [])).toBe('');
  });
});

describe('createAnnouncementBatcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('joins the parts of a burst into one announcement', () => {
    const announce = vi.fn();
    const b = createAnnouncementBatcher(announce);
    b.push([arrival(1)]);
    vi.advanceTimersByTime(100);
    b.push([arrival(2), arrival(3)]);
    vi.advanceTimersByTime(ANNOUNCE_SETTLE_MS - 101);
    expect(announce).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce.mock.calls[0]![0].map((a: LiveArrival) => a.rank)).toEqual([1, 2, 3]);
  });

  it('announces at most once per interval, however many arrivals come', () => {
    const times: number[] = [];
    const announce = vi.fn(() => times.push(Date.now()));
    const b = createAnnouncementBatcher(announce);
    // A bird every 200 ms for 12 s.
    for (let i = 1; i <= 60; i++) {
      b.push([arrival(i)]);
      vi.advanceTimersByTime(200);
    }
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS);
    expect(times.length).toBe(4);
    expect(times.slice(1).map((at, i) => at - times[i]!)).toEqual([ANNOUNCE_INTERVAL_MS, ANNOUNCE_INTERVAL_MS, ANNOUNCE_INTERVAL_MS]);
    // Every bird is in exactly one announcement, in order.
    expect(announce.mock.calls.flatMap((c) => (c as unknown as [LiveArrival[]])[0].map((a) => a.rank))).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it('keeps the interval after a quiet spell too', () => {
    const announce = vi.fn();
    const b = createAnnouncementBatcher(announce);
    b.push([arrival(1)]);
    vi.advanceTimersByTime(ANNOUNCE_SETTLE_MS);
    expect(announce).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    b.push([arrival(2)]);
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS - 1000 - 1);
    expect(announce).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(announce).toHaveBeenCalledTimes(2);
    // Long after, a new bird waits only the settling time.
    vi.advanceTimersByTime(60_000);
    b.push([arrival(3)]);
    vi.advanceTimersByTime(ANNOUNCE_SETTLE_MS);
    expect(announce).toHaveBeenCalledTimes(3);
  });

  it('ignores empty events and drops what waits when stopped', () => {
    const announce = vi.fn();
    const b = createAnnouncementBatcher(announce);
    b.push([]);
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS);
    expect(announce).not.toHaveBeenCalled();
    b.push([arrival(1)]);
    b.stop();
    vi.advanceTimersByTime(ANNOUNCE_INTERVAL_MS);
    expect(announce).not.toHaveBeenCalled();
  });
});
