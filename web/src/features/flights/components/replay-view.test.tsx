import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, testQueryClient } from '@/testing/render-app';
import type { FlightDetail } from '../api/get-flight';
import type { FlightResult } from '../api/get-flight-results';
import { getFlightReplayQueryOptions } from '../api/get-flight-replay';
import { ReplayView } from './replay-view';

const RELEASE = '2026-08-30T07:30:00Z';
const MIN = 60_000;
const flight = {
  id: 7,
  unit: 'km',
  state: 'finished',
  over: true,
  closed_at: null,
  release_time: RELEASE,
  release_point: 'Würzburg',
  release_latitude: 49.7913,
  release_longitude: 9.9534,
  distance_base: 16_000,
  season: { loft: { time_zone: 'Europe/Berlin' } },
  map_options: { latitude: 48.5442, longitude: 12.1469, title: 'Sunrise Valley', unit: 'km', averageSpeed: 1250, releaseTime: RELEASE, polyline: null },
} as unknown as FlightDetail;

const row = (pigeon_id: number, minutes: number, rank: number) =>
  ({
    pigeon_id,
    rank,
    ring: `DV-0${pigeon_id}`,
    pigeon_name: `Bird ${pigeon_id}`,
    fancier: 'Anna',
    speed: 16_000 / minutes,
    arrived_ms: Date.parse(RELEASE) + minutes * MIN,
  }) as FlightResult;
// Two birds tie at minute 10, the third is home at minute 13: the timeline runs 0..13.
const RESULTS = [row(1, 10, 1), row(2, 10, 1), row(3, 13, 3)];

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function show(route: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getFlightReplayQueryOptions(flight.id).queryKey, RESULTS);
  renderApp(
    <>
      <ReplayView flight={flight} />
      <Address />
    </>,
    { route, path: '/', queryClient },
  );
}

const home = () => screen.getByTestId('replay-home');
const minute = () => Number(screen.getByTestId('replay-minute').getAttribute('data-minute'));

afterEach(() => vi.useRealTimers());

describe('ReplayView', () => {
  it('a shared link opens paused at its minute: the birds home by then, newest first', () => {
    show('/?view=map&t=12');
    expect(minute()).toBe(12);
    expect(home().textContent).toBe('2 of 3 home');
    expect(screen.getAllByTestId('replay-arrival').map((r) => r.getAttribute('data-pigeon'))).toEqual(['2', '1']);
    expect(screen.getByTestId('replay-play').getAttribute('aria-label')).toBe('Play the replay');
    expect(screen.getByRole('slider', { name: 'Minutes since release' }).getAttribute('aria-valuenow')).toBe('12');
  });

  it.each([
    { t: 'abc', want: 0 },
    { t: '-5', want: 0 },
    { t: '9999', want: 13 },
    { t: '1e9', want: 0 },
  ])('a hostile t=$t starts at minute $want', ({ t, want }) => {
    show(`/?view=map&t=${t}`);
    expect(minute()).toBe(want);
    expect(home().getAttribute('data-home')).toBe(want === 13 ? '3' : '0');
  });

  it('plays to the end at the chosen speed, then pauses and keeps the minute in the address', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    show('/?view=map');
    expect(screen.getByTestId('replay-none-home')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '15 min/s' }));
    fireEvent.click(screen.getByTestId('replay-play'));
    expect(screen.getByTestId('replay-play').getAttribute('aria-label')).toBe('Pause the replay');
    act(() => vi.advanceTimersByTime(800)); // 12 minutes
    expect(minute()).toBe(12);
    expect(home().getAttribute('data-home')).toBe('2');
    act(() => vi.advanceTimersByTime(1000));
    expect(minute()).toBe(13);
    expect(home().textContent).toBe('3 of 3 home');
    expect(screen.getByTestId('replay-play').getAttribute('aria-label')).toBe('Play the replay');
    expect(screen.getByTestId('address').textContent).toContain('t=13');
  });

  it('describes its charts for screen readers', () => {
    show('/?view=map&t=11');
    const arrivals = screen.getByTestId('replay-arrivals-chart');
    expect(arrivals.querySelector('title')?.textContent).toBe('Arrivals per minute');
    expect(arrivals.querySelector('desc')?.textContent).toBe(
      '3 birds home, the first in minute 10 and the last in minute 13; the most in one minute: 2, in minute 10. The replay is at minute 11.',
    );
    expect(screen.getByTestId('replay-speed-chart').querySelector('title')?.textContent).toBe('Speed distribution (m/min)');
  });
});
