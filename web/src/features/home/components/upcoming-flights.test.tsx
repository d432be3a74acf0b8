import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getUpcomingFlightsQueryOptions, type UpcomingFlight } from '../api/get-upcoming-flights';
import { UpcomingFlights } from './upcoming-flights';

// The answer is put in the query cache as the server would send it; no request is made.
function renderWith(flights: UpcomingFlight[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getUpcomingFlightsQueryOptions().queryKey, flights);
  renderApp(<UpcomingFlights />, { queryClient });
}

const flight = (id: number, name: string, loft: UpcomingFlight['loft'], releaseTime: string): UpcomingFlight => ({
  id,
  season_id: 3,
  name,
  kind: 'hot_spot',
  state: 'coming_soon',
  release_time: releaseTime,
  release_point: 'Ulm',
  release_longitude: 9.99,
  release_latitude: 48.4,
  distance: 210,
  distance_base: 210000,
  estimated_average_speed: null,
  revision: 1,
  closed_at: null,
  over: false,
  loft,
  season: { id: 3, name: 'Season 2026' },
});

describe('UpcomingFlights', () => {
  it('lists each release on its loft clock, saying so, linked to the flight page of its loft', () => {
    renderWith([
      flight(7, 'Hot spot 3', { id: 1, name: 'Sunrise Valley', unit: 'km', time_zone: 'Europe/Berlin' }, '2026-06-01T05:30:00Z'),
      flight(9, 'Toss, 1', { id: 2, name: 'Desert Wings', unit: 'mile', time_zone: 'America/Phoenix' }, '2026-06-02T14:30:00Z'),
    ]);
    const rows = screen.getAllByTestId('upcoming-flight');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', '/lofts/1/flights/7');
    expect(rows[1]).toHaveAttribute('href', '/lofts/2/flights/9');
    const times = screen.getAllByTestId('upcoming-flight-time').map((e) => e.textContent);
    expect(times[0]).toContain('7:30 AM CEST');
    expect(times[0]).toContain('loft time');
    expect(times[1]).toContain('7:30 AM'); // 14:30 UTC is 7:30 in Phoenix
    expect(times[1]).toContain('MST');
    const lofts = screen.getAllByTestId('upcoming-flight-loft').map((e) => e.textContent);
    expect(lofts[0]).toBe('Sunrise Valley · Season 2026 · Hot spot · 210 km');
    expect(lofts[1]).toContain('210 miles');
    expect(screen.queryByTestId('upcoming-flights-empty')).toBeNull();
  });

  it('says so when no release is planned', () => {
    renderWith([]);
    expect(screen.getByTestId('upcoming-flights-empty').textContent).toBe('No releases planned yet.');
  });
});
