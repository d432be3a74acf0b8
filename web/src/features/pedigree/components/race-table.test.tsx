import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import type { PigeonRace } from '../lib/race-text';
import { RaceTable } from './race-table';

const race = (over: Partial<PigeonRace>): PigeonRace => ({
  pigeon_id: 1,
  loft_id: 1,
  flight_id: 1,
  flight: 'Hot spot 1',
  kind: 'hot_spot',
  loft: 'Sunrise Valley',
  season: 'Sunrise 2026',
  released_at: '2026-08-30T07:30:00Z',
  basketed: 412,
  place: 3,
  outcome: 'placed',
  time: '01:32:10.125',
  speed: '1250.42',
  unit: 'km',
  coefficient: '7.28',
  prize: 20000,
  currency: 'EUR',
  ...over,
});

describe('RaceTable', () => {
  it('shows each race as a card for phones and a row for wider screens, with the same facts', () => {
    renderApp(
      <RaceTable
        races={[
          race({}),
          race({ flight_id: 2, flight: 'Final', place: 0, outcome: 'after_closing', time: '26:01:00.000', speed: undefined, coefficient: undefined, prize: 0 }),
          race({ flight_id: 3, flight: 'Hot spot 2', place: 0, outcome: 'not_home', time: undefined, speed: undefined, coefficient: undefined, prize: 0 }),
        ]}
      />,
    );
    const cards = screen.getAllByTestId('pedigree-race-card');
    const rows = screen.getAllByTestId('pedigree-race');
    expect(cards).toHaveLength(3);
    expect(rows).toHaveLength(3);
    for (const [i, text] of [
      [0, /3 \/ 412/],
      [1, /– \/ 412/],
    ] as const) {
      expect(cards[i]).toHaveTextContent(text);
      expect(rows[i]).toHaveTextContent(text);
    }
    expect(within(cards[0]!).getByText(/1,250\.42/)).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('01:32:10.125');
    expect(cards[0]).toHaveTextContent('7.28');
    expect(cards[1]).not.toHaveTextContent('7.28');
    // A bird with no place says why, on the phone and the wide screen alike.
    expect(within(cards[0]!).queryByTestId('race-outcome')).toBeNull();
    for (const list of [cards, rows]) {
      expect(within(list[1]!).getByTestId('race-outcome')).toHaveTextContent('Home after closing');
      expect(within(list[2]!).getByTestId('race-outcome')).toHaveTextContent('Not home');
    }
  });
});
