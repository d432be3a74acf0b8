import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
import { soldLot } from '../testing/lot';
import { LotResult } from './lot-result';

const lot = soldLot();

describe('LotResult', () => {
  it('says what a lot sold for, and to its winner that they won', () => {
    const { unmount } = renderApp(<LotResult lot={lot} />);
    expect(screen.getByTestId('lot-result')).toHaveTextContent('Sold for €410.00.');
    unmount();
    renderApp(<LotResult lot={{ ...lot, leading: true }} />);
    expect(screen.getByTestId('lot-result')).toHaveTextContent('You won this lot for €410.00.');
  });

  it('offers its winner to pay on the store order, under the result', () => {
    renderApp(<LotResult lot={{ ...lot, leading: true, store_order_id: 12, paid: false }} />);
    expect(screen.getByTestId('lot-result')).toHaveTextContent('You won this lot for €410.00.');
    expect(screen.getByTestId('lot-pay-now')).toHaveAttribute('href', '/store/orders/12');
  });

  it('tells an unsold lot without bids from one below its reserve', () => {
    const { unmount } = renderApp(<LotResult lot={{ ...lot, status: 'unsold', bid_count: 0 }} />);
    expect(screen.getByTestId('lot-result')).toHaveTextContent('Not sold: no bids.');
    unmount();
    renderApp(<LotResult lot={{ ...lot, status: 'unsold' }} />);
    expect(screen.getByTestId('lot-result')).toHaveTextContent('the reserve price was not reached');
  });

  it('downloads the bid log through the API client', async () => {
    const calls = server.serve({ 'GET /api/public/auctions/4/bids.csv': { status: 200, body: 'bidder,price\n' } });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    URL.createObjectURL = vi.fn(() => 'blob:log');
    URL.revokeObjectURL = vi.fn();
    renderApp(<LotResult lot={lot} />);
    fireEvent.click(screen.getByTestId('bid-log-download'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(calls.map((c) => c.path)).toContain('/api/public/auctions/4/bids.csv');
    saved.mockRestore();
  });
});
