import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getRunningFlightsQueryOptions, type RunningFlight } from '../api/get-running-flights';
import { runningFlight } from '../testing/running-flight';
import { RunningFlights } from './running-flights';

// The answer is put in the query cache as the server would send it; no request is made.
function renderWith(flights: RunningFlight[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getRunningFlightsQueryOptions().queryKey, flights);
  renderApp(<RunningFlights />, { queryClient });
}

describe('RunningFlights', () => {
  it('shows a card per running flight that links to the flight page of its loft', () => {
    renderWith([
      runningFlight(7, 'released', { id: 1, name: 'Sunrise Valley', unit: 'km', time_zone: 'Europe/Berlin' }),
      runningFlight(9, 'basketing', { id: 2, name: 'Desert Wings', unit: 'mile', time_zone: 'America/Phoenix' }),
    ]);
    const cards = screen.getAllByTestId('running-flight');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/lofts/1/flights/7');
    expect(cards[1]).toHaveAttribute('href', '/lofts/2/flights/9');
    expect(cards[0]!.textContent).toContain('Sunrise Valley');
    expect(cards[0]!.textContent).toContain('Released');
    expect(cards[1]!.textContent).toContain('Basketing');
    expect(cards[0]!.textContent).toContain('240.5 km');
    expect(cards[1]!.textContent).toContain('240.5 miles');
    expect(screen.getAllByTestId('running-flight-arrived')[0]!.textContent).toBe('212');
    expect(screen.getAllByTestId('running-flight-basketed')[0]!.textContent).toBe('600');
    expect(screen.queryByTestId('running-flights-empty')).toBeNull();
  });

  it('says so when no flight is running', () => {
    renderWith([]);
    expect(screen.getByTestId('running-flights-empty').textContent).toBe('There are no running flights at the moment.');
  });
});
