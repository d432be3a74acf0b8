import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import type { FlightDetail } from '../api/get-flight';
import { CURVE_SEGMENTS } from '../lib/curve';
import FlightMap from './flight-map';

const flight = (averageSpeed: number | null, releaseTime: string) =>
  ({
    id: 1,
    release_point: 'Frankfurt am Main',
    release_latitude: 50.1109,
    release_longitude: 8.6821,
    distance_base: 300_000,
    map_options: {
      latitude: 48.5442,
      longitude: 12.1469,
      title: 'Sunrise Valley',
      unit: 'km',
      averageSpeed,
      releaseTime,
      polyline: [
        [50.1109, 8.6821],
        [48.5442, 12.1469],
      ],
    },
  }) as unknown as FlightDetail;

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

const show = (f: FlightDetail) => renderApp(<FlightMap flight={f} />);

describe('FlightMap', () => {
  it('without an average speed: release, loft and the flying pigeon, looping', () => {
    show(flight(null, '2026-06-01T08:00:00Z'));
    expect(screen.getByTestId('marker-release')).toBeInTheDocument();
    expect(screen.getByTestId('marker-loft')).toBeInTheDocument();
    expect(screen.getByTestId('marker-pigeon')).toBeInTheDocument();
    const map = screen.getByTestId('flight-map');
    expect(map.getAttribute('data-progress')).toBe('0.010');
    act(() => vi.advanceTimersByTime(250 * 10));
    expect(Number(map.getAttribute('data-progress'))).toBeGreaterThan(0.01);
  });

  it('draws the route over 20 s: the drawn points grow to the whole curve (end-to-end screenshots wait on them)', () => {
    show(flight(null, '2026-06-01T08:00:00Z'));
    const drawn = () => Number(screen.getByTestId('flight-map').getAttribute('data-drawn-points'));
    expect(drawn()).toBe(2);
    act(() => vi.advanceTimersByTime(2_500));
    expect(drawn()).toBeGreaterThanOrEqual(10);
    act(() => vi.advanceTimersByTime(20_000));
    expect(drawn()).toBe(CURVE_SEGMENTS + 1);
  });

  it('once the pigeon is home: the evaluation marker replaces the others at the loft', () => {
    vi.setSystemTime(new Date('2026-06-01T14:00:00Z'));
    show(flight(1300, '2026-06-01T08:00:00Z'));
    expect(screen.getByTestId('marker-evaluation')).toBeInTheDocument();
    expect(screen.queryByTestId('marker-pigeon')).toBeNull();
    expect(screen.queryByTestId('marker-release')).toBeNull();
  });

  it('in a replay: the birds in the air instead of the estimate (jsdom draws no SVG: the dots are seen end to end)', () => {
    vi.setSystemTime(new Date('2026-06-01T14:00:00Z'));
    renderApp(<FlightMap flight={flight(1300, '2026-06-01T08:00:00Z')} flying={[0, 3, 0, 1]} />);
    expect(screen.getByTestId('flight-map').getAttribute('data-flying')).toBe('4');
    expect(screen.getByTestId('marker-release')).toBeInTheDocument();
    expect(screen.getByTestId('marker-loft')).toBeInTheDocument();
    expect(screen.queryByTestId('marker-pigeon')).toBeNull();
    expect(screen.queryByTestId('marker-evaluation')).toBeNull();
  });
});
