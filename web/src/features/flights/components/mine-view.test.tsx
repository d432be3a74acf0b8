import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/sign-in/user';
import { authState } from '@/testing/auth-state';
import { renderApp } from '@/testing/render-app';
import { screenWidth } from '@/testing/screen-width';
import type { MyFlightPigeon } from '../api/get-my-flight-pigeons';
import { MineView } from './mine-view';

const fancier: User = { id: 7, firstName: 'Fia', lastName: 'Fancier', email: 'f@oneloft.example', isAdmin: false, seasonAdmin: false, permissions: [] };

function renderMine(user: User | null, pigeons: MyFlightPigeon[]) {
  return renderApp(<MineView pigeons={pigeons} loading={false} />, { auth: authState(user) });
}

const bird = (id: number, ring: string, basketed: boolean, result?: MyFlightPigeon['result']): MyFlightPigeon => ({
  pigeon_id: id,
  ring,
  pigeon_name: `Bird ${id}`,
  team_id: 1,
  team: 'Team Fia',
  basketed,
  result,
});

// The rows come as the server sends them (GET /api/custom/v1/user/flights/{id}/pigeons): arrived first by place.
const arrived = {
  rank: 3,
  pigeon_id: 1,
  ring: 'NL-2026-0000001',
  pigeon_name: 'Bird 1',
  team_id: 1,
  team: 'Team Fia',
  fancier: 'Fia Fancier',
  country: 'NL',
  arrived_at: '2026-06-01T08:00:00Z',
  arrived_ms: 1780300800000,
  flight_ms: 3600000,
  time: '01:00:00.000',
  speed: 4000,
};

describe('MineView', () => {
  it('shows the place, time and speed of arrived birds, and tells birds on the way from birds not basketed', () => {
    renderMine(fancier, [bird(1, 'NL-2026-0000001', true, arrived), bird(2, 'NL-2026-0000002', true), bird(3, 'NL-2026-0000003', false)]);
    const rows = screen.getByTestId('mine-table').querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.getAttribute('data-state'))).toEqual(['arrived', 'basketed', 'not-basketed']);
    expect(rows[0]!.textContent).toBe('NL-2026-0000001Bird 1301:00:00.0004,000.00');
    expect(rows[1]!.textContent).toContain('Not home yet');
    expect(rows[2]!.textContent).toContain('Not basketed');
  });

  it('shows what each bird won once the prizes are awarded', () => {
    renderApp(
      <MineView
        pigeons={[bird(1, 'NL-2026-0000001', true, { ...arrived, prize: 12550 }), bird(2, 'NL-2026-0000002', true, { ...arrived, rank: 4 })]}
        loading={false}
        prizeCurrency="EUR"
      />,
      {
        auth: authState(fancier),
      },
    );
    expect(screen.getByRole('columnheader', { name: 'Prize' })).toBeInTheDocument();
    // written as the viewer's language (English) writes money, whatever the currency
    expect(screen.getAllByTestId('mine-prize').map((c) => c.textContent)).toEqual(['€125.50', '–']);
  });

  it('offers "alert me" only for birds not home yet', () => {
    renderApp(
      <MineView
        pigeons={[bird(1, 'NL-2026-0000001', true, arrived), bird(2, 'NL-2026-0000002', true), bird(3, 'NL-2026-0000003', false)]}
        loading={false}
        pigeonAction={(id) => <button data-testid={`alert-${id}`}>Alert me</button>}
      />,
      { auth: authState(fancier) },
    );
    expect(screen.queryByTestId('alert-1')).toBeNull();
    expect(screen.getByTestId('alert-2')).toBeInTheDocument();
    expect(screen.getByTestId('alert-3')).toBeInTheDocument();
  });

  it('says so when the user has no pigeons in the season', () => {
    renderMine(fancier, []);
    expect(screen.getByTestId('mine-empty').textContent).toBe('You have no pigeons in this season.');
  });

  it('asks a visitor to log in', () => {
    renderMine(null, []);
    expect(screen.getByTestId('mine-login')).toBeInTheDocument();
    expect(screen.queryByTestId('mine-table')).toBeNull();
  });

  describe('on a phone', () => {
    afterEach(() => vi.restoreAllMocks());

    it('shows a card per bird: place and figures when home, why not otherwise, and the alert once', () => {
      screenWidth(390);
      renderApp(
        <MineView
          pigeons={[bird(1, 'NL-2026-0000001', true, arrived), bird(2, 'NL-2026-0000002', true)]}
          loading={false}
          pigeonAction={(id) => <button data-testid={`alert-${id}`}>Alert me</button>}
        />,
        { auth: authState(fancier) },
      );
      expect(screen.queryByTestId('mine-table')).toBeNull();
      const cards = screen.getAllByTestId('mine-card');
      expect(cards.map((c) => c.getAttribute('data-pigeon'))).toEqual(['1', '2']);
      expect(cards[0]).toHaveTextContent('NL-2026-0000001');
      expect(cards[0]).toHaveTextContent(/Flight time/);
      expect(cards[1]).toHaveTextContent('Not home yet');
      expect(screen.getAllByTestId('alert-2')).toHaveLength(1);
      expect(screen.queryByTestId('alert-1')).toBeNull();
    });
  });
});
