import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getFlightHistoryQueryOptions, type FlightHistory } from '../api/get-flight-history';
import { getSeasonFlightsQueryOptions } from '../api/get-season-flights';
import type { Flight } from '../lib/flight-draft';
import { FlightsAdmin } from './flights-admin';

const flight = (id: number, state: Flight['state']): Flight => ({
  id,
  season_id: 3,
  name: `Hot spot ${id}`,
  kind: 'hot_spot',
  state,
  release_time: '2026-06-01T07:30:00Z',
  release_point: 'Ulm',
  release_longitude: 9.99,
  release_latitude: 48.4,
  distance: 240.125,
  distance_base: 240125,
  estimated_average_speed: 1200,
  revision: 2,
  closed_at: null,
  over: state === 'closed' || state === 'finished',
});

const history: FlightHistory = {
  changes: [{ id: 1, field: 'distance', old_value: '240000', new_value: '240125', created_by: 2, created_at: '2026-05-30T10:00:00Z' }],
  statuses: [{ id: 1, state: 'coming_soon', created_by: 2, created_at: '2026-05-29T10:00:00Z' }],
};

// The answers are put in the query cache as the server would send them; no request is made.
function renderAdmin(flights: Flight[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getSeasonFlightsQueryOptions(1, 3).queryKey, { data: flights } as never);
  queryClient.setQueryData(getLoftQueryOptions(1).queryKey, { id: 1, name: 'Costa', time_zone: 'Europe/Lisbon' } as never);
  for (const f of flights) queryClient.setQueryData(getFlightHistoryQueryOptions(f.id).queryKey, history);
  renderApp(<FlightsAdmin loftId={1} seasonId={3} unit="km" currency="EUR" />, { queryClient });
}

describe('FlightsAdmin', () => {
  it('lists the season flights with links to their pages, and opens the edit form with the flight and its history', () => {
    renderAdmin([flight(7, 'released'), flight(5, 'finished')]);
    const rows = screen.getAllByTestId('flight-admin-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('flight-admin-link')).toHaveAttribute('href', '/lofts/1/flights/7');
    fireEvent.click(within(rows[0]!).getByTestId('flight-edit'));
    const form = within(rows[0]!).getByTestId('flight-edit-form');
    expect(within(form).getByTestId<HTMLInputElement>('flight-name-input').value).toBe('Hot spot 7');
    expect(within(form).getByTestId<HTMLInputElement>('flight-distance-input').value).toBe('240.125');
    expect(within(form).getByTestId<HTMLInputElement>('flight-distance-input').disabled).toBe(false);
    // 07:30 UTC is 08:30 on the Lisbon loft's clock in June, and the field says so
    expect(within(form).getByTestId<HTMLInputElement>('flight-release-input').value).toBe('2026-06-01T08:30');
    expect(form.textContent).toContain('Loft time: WEST (Europe/Lisbon)');
    expect(rows[0]!.textContent).toContain('8:30 AM WEST, loft time (7:30 AM UTC your time)');
    const entries = within(rows[0]!)
      .getAllByTestId('flight-history-entry')
      .map((e) => e.textContent);
    expect(entries[0]).toContain('Distance changed from 240 km to 240.125 km');
    expect(entries[1]).toContain('State set to Coming soon');
  });

  it('says a flight without a release position cannot be released, before the click', () => {
    renderAdmin([{ ...flight(4, 'basketing'), release_latitude: 0, release_longitude: 0 }, flight(6, 'basketing')]);
    const [noPosition, placed] = screen.getAllByTestId('flight-admin-row');
    fireEvent.change(within(noPosition!).getByTestId('flight-state-select'), { target: { value: 'released' } });
    expect(within(noPosition!).getByTestId('flight-state-save')).toBeDisabled();
    expect(within(noPosition!).getByText(/0, 0 is not a place/)).toBeInTheDocument();
    fireEvent.change(within(placed!).getByTestId('flight-state-select'), { target: { value: 'released' } });
    expect(within(placed!).getByTestId('flight-state-save')).toBeEnabled();
  });

  it('keeps the distance and release time of a finished flight, and says why', () => {
    renderAdmin([flight(5, 'finished')]);
    fireEvent.click(screen.getByTestId('flight-edit'));
    expect(screen.getByTestId<HTMLInputElement>('flight-distance-input').disabled).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('flight-release-input').disabled).toBe(true);
    expect(screen.getByTestId('flight-fixed-hint')).toBeInTheDocument();
  });

  it('opens an empty form for a new flight; a distance that is not a number is named before sending', () => {
    renderAdmin([]);
    expect(screen.getByTestId('flights-admin-empty')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('flight-new'));
    const form = screen.getByTestId('flight-new-form');
    fireEvent.change(within(form).getByTestId('flight-distance-input'), { target: { value: 'far' } });
    expect(form.textContent).toContain('Please enter a number');
  });
});
