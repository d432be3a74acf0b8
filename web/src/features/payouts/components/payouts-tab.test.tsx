import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { payoutKeys, type PayoutStatement, type PayoutSummary } from '../api/get-payouts';
import { PayoutsTab } from './payouts-tab';

const statement = (userId: number, fancier: string, total: number, paid: number): PayoutStatement => ({
  season_id: 3,
  season_name: 'Sunrise 2026',
  loft_id: 1,
  loft_name: 'Sunrise Valley',
  currency: 'EUR',
  user_id: userId,
  fancier,
  email: `${fancier.split(' ')[0]!.toLowerCase()}@example.org`,
  lines: [{ flight_id: 9, flight: 'Final', kind: 'final', pigeon_id: 4, ring: 'DE-0123-26-0004', pigeon_name: 'Komet', team: 'Team', place: 1, refund: false, amount: total }],
  total,
  paid,
  owed: total - paid,
  status: paid > 0 ? 'paid' : 'unpaid',
  history: paid > 0 ? [{ id: 1, status: 'paid', amount: paid, note: 'SEPA 7', created_at: '2026-11-20T10:00:00Z' }] : [],
});

const summary: PayoutSummary = {
  season_id: 3,
  season_name: 'Sunrise 2026',
  loft_name: 'Sunrise Valley',
  currency: 'EUR',
  races: [
    { flight_id: 9, flight: 'Final', kind: 'final', state: 'finished', final: true, total: 200000, awarded: 150000, refunded: 0, kept: 50000, unfilled: 50000 },
    { flight_id: 10, flight: 'Hot spot 4', kind: 'hot_spot', state: 'released', final: false, total: 30000, awarded: 0, refunded: 0, kept: 0, unfilled: 0 },
  ],
  fanciers: [statement(5, 'Anna Adler', 100000, 0), statement(6, 'Bernd Berg', 50000, 40000)],
  total: 150000,
  paid: 40000,
  owed: 110000,
};

// The summary is put in the query cache as the server would send it; no request is made.
function renderTab(data: PayoutSummary) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(payoutKeys.summary(3), data);
  renderApp(<PayoutsTab seasonId={3} />, { queryClient });
}

describe('PayoutsTab', () => {
  it('shows the totals, each race (final or provisional) and each fancier with what is owed', () => {
    renderTab(summary);
    expect(screen.getByTestId('payouts-total')).toHaveTextContent('€1,500.00');
    expect(screen.getByTestId('payouts-owed')).toHaveTextContent('€1,100.00');
    const races = screen.getAllByTestId('payout-race');
    expect(races[0]).toHaveTextContent('Prizes stand');
    expect(races[1]).toHaveTextContent('Provisional until the race closes');
    const [anna, bernd] = screen.getAllByTestId('payout-fancier');
    expect(within(anna!).getByTestId('payout-status')).toHaveTextContent('Not paid yet');
    expect(within(anna!).getByTestId('payout-mark-paid')).toHaveTextContent('Mark paid (€1,000.00)');
    // paid 400 of what is now 500: the difference is still owed, and can be paid
    expect(within(bernd!).getByTestId('payout-status')).toHaveTextContent('Paid, amount changed');
    expect(within(bernd!).getByTestId('payout-mark-paid')).toHaveTextContent('Mark paid (€100.00)');
    fireEvent.click(within(bernd!).getByTestId('payout-open'));
    expect(within(bernd!).getByTestId('payout-history')).toHaveTextContent('marked paid: €400.00 · SEPA 7');
  });

  it('says where prize money is added when no race has any', () => {
    renderTab({ ...summary, races: [], fanciers: [], total: 0, paid: 0, owed: 0 });
    expect(screen.getByTestId('payouts-empty')).toHaveTextContent('Add it to a hot spot or the final on the Flights tab.');
  });
});
