import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
import type { AuctionLot } from '../api/get-loft-lots';
import { AuctionDesk } from './auction-desk';

const loft = { id: 7, name: 'Sunrise Valley', unit: 'km', currency: 'EUR', time_zone: 'Europe/Lisbon', seasons: [] };
const season = { id: 3, name: '2026', currency: 'USD' } as never;
const base = { loft_id: 7, currency: 'EUR', start_price: 25000, increment: 1000, soft_close_minutes: 5, price: 0, bid_count: 0, minimum_bid: 25000 };
const lot = (id: number, status: AuctionLot['status'], more: Partial<AuctionLot> = {}) =>
  ({
    ...base,
    id,
    pigeon_id: id,
    title: `Lot ${id}`,
    status,
    starts_at: '2026-07-01T06:00:00Z',
    ends_at: `2026-07-0${id}T18:00:00Z`,
    over: false,
    leading: false,
    reserve_met: false,
    ...more,
  }) as AuctionLot;

const lots = [
  lot(1, 'draft'),
  lot(2, 'open'),
  lot(3, 'open', { bid_count: 2, price: 27000 }),
  lot(4, 'sold', { bid_count: 1, price: 25000, winner_name: 'Bea Buyer', store_order_id: 31, paid: false }),
  lot(5, 'cancelled'),
  lot(6, 'sold', { bid_count: 3, price: 30000, winner_name: 'Cy Collector', store_order_id: 32, paid: true }),
];

function render(routes = {}) {
  const seen = server.serve({ 'GET /api/public/lofts/7/auctions': { status: 200, body: lots }, 'GET /api/public/lofts/7': { status: 200, body: loft }, ...routes });
  renderApp(<AuctionDesk loftId={7} season={season} />, { route: '/overview/7/auctions' });
  return seen;
}

const buttons = (id: number) =>
  within(screen.getByTestId(`lot-row-${id}`))
    .queryAllByRole('button')
    .concat(within(screen.getByTestId(`lot-row-${id}`)).queryAllByRole('link'))
    .map((b) => b.textContent);

describe('AuctionDesk', () => {
  it('lists the lots with what each allows: drafts change and open, lots without bids cancel, public ones link', async () => {
    render();
    await screen.findByTestId('lot-table');
    expect(buttons(1)).toEqual(['Edit', 'Open', 'Cancel lot', 'History']);
    expect(buttons(2)).toEqual(['Cancel lot', 'History', 'Public page']);
    expect(buttons(3)).toEqual(['History', 'Public page']);
    expect(buttons(4)).toEqual(['History', 'Store order', 'Public page']);
    expect(buttons(5)).toEqual(['History']);
    expect(buttons(6)).toEqual(['History', 'Store order', 'Public page']);
    expect(within(screen.getByTestId('lot-row-3')).getByTestId('lot-public')).toHaveAttribute('href', '/auctions/3');
    expect(screen.getByTestId('lot-row-1')).toHaveTextContent('Draft');
    expect(screen.getByTestId('lot-row-1')).toHaveTextContent('from');
    expect(screen.getByTestId('lot-row-3')).toHaveTextContent('270.00');
    expect(screen.getByTestId('lot-row-2')).toHaveTextContent('loft time');
  });

  it('shows a sold lot’s buyer, whether they paid and their store order; nothing for lots not sold', async () => {
    render();
    await screen.findByTestId('lot-table');
    const sale = (id: number) => within(screen.getByTestId(`lot-row-${id}`)).queryByTestId('lot-sale');
    expect(sale(4)).toHaveTextContent('Bea Buyer');
    expect(within(sale(4)!).getByTestId('lot-paid')).toHaveTextContent('Unpaid');
    expect(within(sale(4)!).getByTestId('lot-store-order')).toHaveAttribute('href', '/store/orders/31');
    expect(sale(6)).toHaveTextContent('Cy Collector');
    expect(within(sale(6)!).getByTestId('lot-paid')).toHaveTextContent('Paid');
    for (const id of [1, 2, 3, 5]) expect(sale(id)).toBeNull();
  });

  it('opens a draft only once confirmed', async () => {
    const seen = render({ 'POST /api/custom/v1/merchant/auction-lots/1/open': { status: 200, body: lot(1, 'open') } });
    await screen.findByTestId('lot-table');
    fireEvent.click(within(screen.getByTestId('lot-row-1')).getByTestId('lot-open'));
    expect(await screen.findByTestId('lot-open-dialog')).toBeTruthy();
    expect(seen.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(await screen.findByTestId('lot-open-confirm'));
    await waitFor(() => expect(seen.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/custom/v1/merchant/auction-lots/1/open']));
  });

  it('shows the server’s message under the end and keeps the draft; a new lot is in the season’s currency', async () => {
    const msg = 'The auction must end after it starts.';
    const seen = render({ 'POST /api/custom/v1/merchant/lofts/7/auction-lots': { status: 400, body: { message: msg, errors: { ends_at: [msg] } } } });
    fireEvent.click(await screen.findByTestId('lot-new'));
    const form = await screen.findByTestId('lot-form');
    expect(within(form).getByTestId<HTMLInputElement>('lot-form-currency').value).toBe('USD');
    fireEvent.change(within(form).getByTestId('lot-form-title'), { target: { value: 'Ace' } });
    fireEvent.change(within(form).getByTestId('lot-form-startPrice'), { target: { value: '250' } });
    fireEvent.change(within(form).getByTestId('lot-form-endsAt'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(within(form).getByTestId('lot-form-save'));
    expect(await within(form).findByText(msg)).toBeTruthy();
    const post = seen.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ title: 'Ace', currency: 'USD', start_price: 25000, increment: 1000, soft_close_minutes: 5, ends_at: '2020-01-01T10:00:00.000Z' });
    expect(within(form).getByTestId<HTMLInputElement>('lot-form-title').value).toBe('Ace');
  });
});
