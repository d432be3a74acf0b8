import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { useSuspenseQuery } from '@tanstack/react-query';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getAuctionLotQueryOptions } from '../api/get-auction-lot';
import type { AuctionLot } from '../api/get-loft-auctions';
import { auctionKeys } from '../api/keys';
import { BidForm } from './bid-form';

const lot: AuctionLot = {
  id: 4,
  loft_id: 1,
  pigeon_id: 5,
  title: 'Ace',
  currency: 'EUR',
  status: 'open',
  over: false,
  leading: false,
  reserve_met: true,
  price: 25000,
  bid_count: 1,
  minimum_bid: 26000,
  start_price: 25000,
  increment: 1000,
  soft_close_minutes: 5,
  starts_at: '2026-11-01T10:00:00Z',
  ends_at: '2026-12-01T10:00:00Z',
};

const BIDS = 'POST /api/custom/v1/user/auctions/4/bids';

/** The form on the cached lot, as the lot's page shows it: a bid's answer patches that lot. */
function OnCachedLot() {
  return <BidForm lot={useSuspenseQuery(getAuctionLotQueryOptions(4)).data} />;
}

function renderForm() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(auctionKeys.lot(4), lot);
  return renderApp(<OnCachedLot />, { queryClient });
}

describe('BidForm', () => {
  it('is prefilled with the minimum, says it is a maximum and sends cents', async () => {
    const answer = { price: 26000, leading: true, ends_at: lot.ends_at, extended: false, minimum_bid: 27000, bid_count: 2 };
    const calls = server.serve({
      [BIDS]: { status: 200, body: answer },
      'GET /api/public/auctions/4': { status: 200, body: { ...lot, ...answer } },
    });
    renderForm();
    const input = screen.getByTestId('bid-amount') as HTMLInputElement;
    expect(input.value).toBe('260.00');
    expect(screen.getByTestId('bid-proxy-note')).toHaveTextContent('up to this amount');
    fireEvent.change(input, { target: { value: '300,50' } });
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(await screen.findByTestId('bid-answer')).toHaveTextContent('You lead at €260.00.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: 30050 });
    // the new minimum fills in
    expect((screen.getByTestId('bid-amount') as HTMLInputElement).value).toBe('270.00');
  });

  it("shows the server's refusal", async () => {
    server.serve({ [BIDS]: { status: 403, body: { message: 'Add and verify a phone number before bidding.' } } });
    renderForm();
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(await screen.findByTestId('bid-error')).toHaveTextContent('Add and verify a phone number before bidding.');
  });

  it('refuses what is not an amount without asking the server', () => {
    const calls = server.serve({});
    renderForm();
    fireEvent.change(screen.getByTestId('bid-amount'), { target: { value: 'lots' } });
    fireEvent.click(screen.getByTestId('bid-submit'));
    expect(screen.getByText('Enter an amount such as 210.00.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
