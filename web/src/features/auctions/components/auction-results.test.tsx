import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
import type { AuctionLot } from '../api/get-loft-auctions';
import { soldLot } from '../testing/lot';
import { AuctionResults } from './auction-results';
import { LoftAuctions } from './loft-auctions';

const base = soldLot({ id: 1, loft_id: 7 });
const lot = (id: number, more: Partial<AuctionLot>): AuctionLot => ({ ...base, id, title: `Lot ${id}`, ...more });

const sold = lot(1, { ends_at: '2026-11-20T10:00:00Z' });
const belowReserve = lot(2, { status: 'unsold', bid_count: 3, price: 30000, reserve_met: false, ends_at: '2026-11-20T10:01:00Z' });
const noBids = lot(3, { status: 'unsold', bid_count: 0, price: 0, reserve_met: false, ends_at: '2026-11-20T10:02:00Z' });
const open = lot(4, { status: 'open', over: false, bid_count: 1, price: 25000, ends_at: '2030-01-01T10:00:00Z' });

const rows = () => screen.getAllByTestId('result-row');
const row = (title: string) => rows().find((r) => r.dataset.lotTitle === title)!;

describe('AuctionResults', () => {
  it('lists sold and unsold lots, latest end first, with the price or why not, the bids and the end on the loft’s clock', () => {
    renderApp(<AuctionResults lots={[sold, belowReserve, noBids]} timeZone="Europe/Lisbon" />);
    expect(rows().map((r) => r.dataset.lotTitle)).toEqual(['Lot 3', 'Lot 2', 'Lot 1']);
    expect(within(row('Lot 1')).getByTestId('result-outcome')).toHaveTextContent('Sold for €410.00');
    expect(within(row('Lot 1')).getByTestId('result-bids')).toHaveTextContent('4 bids');
    expect(within(row('Lot 1')).getByTestId('result-ended')).toHaveTextContent('Ended Nov 20, 2026, 10:00 AM WET, loft time');
    expect(within(row('Lot 1')).getByTestId('result-title')).toHaveAttribute('href', '/auctions/1');
    expect(within(row('Lot 2')).getByTestId('result-outcome')).toHaveTextContent('Not sold: the reserve was not met');
    expect(within(row('Lot 3')).getByTestId('result-outcome')).toHaveTextContent('No bids');
    expect(within(row('Lot 3')).getByTestId('result-bids')).toHaveTextContent('0 bids');
    expect(screen.getByTestId('auction-results-zone')).toHaveTextContent('Europe/Lisbon');
    expect(screen.queryByTestId('result-won')).toBeNull();
  });

  it('tells the winner they won, and never names a buyer', () => {
    renderApp(<AuctionResults lots={[{ ...sold, leading: true, winner_name: 'Someone Else' }]} timeZone="Europe/Lisbon" />);
    expect(within(row('Lot 1')).getByTestId('result-won')).toHaveTextContent('You won');
    expect(screen.getByTestId('auction-results')).not.toHaveTextContent('Someone Else');
  });

  it('says so when no lot has ended', () => {
    renderApp(<AuctionResults lots={[]} timeZone="UTC" />);
    expect(screen.getByTestId('auction-results-empty')).toHaveTextContent('No auction of this loft has ended yet.');
  });
});

describe('LoftAuctions', () => {
  const serve = (lots: AuctionLot[]) => server.serve({ 'GET /api/public/lofts/7/auctions': { status: 200, body: lots } });

  it('opens on the open lots and shows the results in their tab', async () => {
    serve([open, sold, noBids]);
    renderApp(<LoftAuctions loftId={7} timeZone="Europe/Lisbon" />, { route: '/lofts/7/auctions' });
    expect(await screen.findByTestId('open-lots')).toHaveTextContent('Lot 4');
    expect(screen.queryByTestId('auction-results')).toBeNull();
    fireEvent.click(screen.getByTestId('auctions-tab-results'));
    expect((await screen.findAllByTestId('result-row')).map((r) => r.dataset.lotTitle)).toEqual(['Lot 3', 'Lot 1']);
  });

  it('opens on the results when nothing is open, and an empty results tab says so', async () => {
    serve([sold]);
    const { unmount } = renderApp(<LoftAuctions loftId={7} timeZone="UTC" />, { route: '/lofts/7/auctions' });
    expect((await screen.findAllByTestId('result-row')).length).toBe(1);
    unmount();
    serve([open]);
    renderApp(<LoftAuctions loftId={7} timeZone="UTC" />, { route: '/lofts/7/auctions?tab=results' });
    expect(await screen.findByTestId('auction-results-empty')).toBeTruthy();
  });
});
