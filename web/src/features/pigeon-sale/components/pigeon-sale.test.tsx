import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import type { AuthState } from '@/lib/auth';
import type { User } from '@/lib/sign-in/user';
import { authState } from '@/testing/auth-state';
import { renderApp } from '@/testing/render-app';
import type { SaleOffer } from '../api/get-sale-offer';
import { PigeonSale } from './pigeon-sale';

const OFFER = 'GET /api/public/seasons/2/sale';
const BUY = 'POST /api/custom/v1/user/sale-orders';

const user: User = { id: 9, firstName: 'Anna', lastName: 'Berg', email: 'anna@oneloft.example', isAdmin: false, seasonAdmin: false, permissions: [] };
const signedIn = authState(user);

const product = {
  id: 8,
  season_id: 2,
  product_category_id: 4,
  catalog_category_id: null,
  category: 'sale' as const,
  name: 'Youngster from the stock',
  pigeons_active: 1,
  pigeons_reserve: 0,
  amount: 25000,
  currency: 'EUR' as const,
  max_quantity: null,
};
const offer = (over: Partial<SaleOffer> = {}): SaleOffer => ({
  season_id: 2,
  open: true,
  products: [product],
  available: 12,
  version: 101,
  no_inventory: false,
  max_sales: 3,
  bought: 1,
  ...over,
});
const window = {
  id: 5,
  season_id: 2,
  due_date_category_id: 5,
  category: 'pigeon_sale' as const,
  name: 'Sale',
  description: '',
  starts_at: '2026-11-20',
  ends_at: '2026-12-05',
  max_duration: null,
};

/** Where the app went: the order page a placed order leads to. */
function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderSale(auth?: AuthState) {
  return renderApp(<PigeonSale seasonId={2} window={window} timeZone="Europe/Berlin" />, {
    route: '/seasons/2',
    auth,
    routes: [{ path: '/registrations/:id', element: <Where /> }],
  });
}

const quantity = () => screen.getByTestId('sale-quantity') as HTMLInputElement;
const buy = (text: string) => {
  fireEvent.change(quantity(), { target: { value: text } });
  fireEvent.click(screen.getByTestId('sale-buy'));
};

beforeEach(() => server.reset());

describe('PigeonSale', () => {
  it('shows the open sale, its window, the birds left, the buyer’s limit and birds so far, and the price per bird', async () => {
    server.serve({ [OFFER]: { status: 200, body: offer() } });
    renderSale(signedIn);
    expect(await screen.findByTestId('sale-available')).toHaveTextContent('Birds available: 12');
    expect(screen.getByTestId('sale-state')).toHaveTextContent('Open now');
    expect(screen.getByTestId('sale-window')).toHaveTextContent('Open from Nov 20, 2026 to Dec 5, 2026.');
    expect(screen.getByTestId('sale-limit')).toHaveTextContent('You may buy 2 more');
    expect(screen.getByTestId('sale-bought')).toHaveTextContent('Bought so far: 1');
    expect(screen.getByTestId('sale-price')).toHaveTextContent('€250.00 per bird');
    expect(quantity().value).toBe('1');
  });

  it('refuses what is not a whole number of at least 1 without asking the server', async () => {
    const calls = server.serve({ [OFFER]: { status: 200, body: offer() } });
    renderSale(signedIn);
    await screen.findByTestId('sale-buy-form');
    buy('two');
    expect(screen.getByText('Please enter a number')).toBeInTheDocument();
    buy('0');
    expect(screen.getByText('Enter a whole number of at least 1.')).toBeInTheDocument();
    buy('1.5');
    expect(screen.getByText('Enter a whole number of at least 1.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('buys with the version shown and goes to the new order’s page', async () => {
    const calls = server.serve({ [OFFER]: { status: 200, body: offer() }, [BUY]: { status: 201, body: { id: 77, reference: 'S-77' } } });
    renderSale(signedIn);
    await screen.findByTestId('sale-buy-form');
    fireEvent.change(quantity(), { target: { value: '2' } });
    expect(screen.getByTestId('sale-total')).toHaveTextContent('Total: 500.00');
    fireEvent.click(screen.getByTestId('sale-buy'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/registrations/77');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ season_id: 2, product_id: 8, quantity: 2, version: 101 });
  });

  it('on a stock that moved, says so, reads the offer again, keeps the quantity and buys on the new version', async () => {
    let reads = 0;
    const calls = server.serve({
      [OFFER]: () => ({ status: 200, body: offer(++reads === 1 ? {} : { version: 102, available: 10 }) }),
      [BUY]: (c) => ((c.body as { version: number }).version === 101 ? { status: 409, body: { message: 'Inventory data out of date' } } : { status: 201, body: { id: 78 } }),
    });
    renderSale(signedIn);
    await screen.findByTestId('sale-buy-form');
    buy('3');
    const stale = await screen.findByTestId('sale-stale');
    expect(stale).toHaveTextContent('Inventory data out of date');
    expect(stale).toHaveTextContent('the birds available were read again');
    await waitFor(() => expect(screen.getByTestId('sale-available')).toHaveTextContent('Birds available: 10'));
    expect(reads).toBe(2);
    expect(quantity().value).toBe('3');
    fireEvent.click(screen.getByTestId('sale-buy'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/registrations/78');
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { version: number }).version)).toEqual([101, 102]);
  });

  it('shows the server’s refusal of the quantity at the field', async () => {
    server.serve({
      [OFFER]: { status: 200, body: offer() },
      [BUY]: { status: 400, body: { message: 'Validation failed', errors: { quantity: ['Rejected order too many pigeons'] } } },
    });
    renderSale(signedIn);
    await screen.findByTestId('sale-buy-form');
    buy('4');
    const field = (await screen.findByText('Rejected order too many pigeons')).closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(field).getByTestId('sale-quantity')).toBeInTheDocument();
    expect(screen.queryByTestId('sale-error')).toBeNull();
    // a new count clears it until the next answer
    fireEvent.change(quantity(), { target: { value: '2' } });
    expect(screen.queryByText('Rejected order too many pigeons')).toBeNull();
  });

  it('asks a visitor to sign in, and buys nothing before the stock is counted or while the sale is closed', async () => {
    server.serve({ [OFFER]: { status: 200, body: offer({ bought: 0 }) } });
    const { unmount } = renderSale();
    await screen.findByTestId('sale-login-button');
    expect(screen.getByTestId('sale-limit')).toHaveTextContent('Limit per buyer: 3');
    expect(screen.queryByTestId('sale-buy-form')).toBeNull();
    unmount();

    server.serve({ [OFFER]: { status: 200, body: offer({ no_inventory: true, available: 0, version: 0 }) } });
    const second = renderSale(signedIn);
    expect(await screen.findByTestId('sale-no-inventory')).toHaveTextContent('No inventory flight for season');
    expect(screen.queryByTestId('sale-buy-form')).toBeNull();
    second.unmount();

    server.serve({ [OFFER]: { status: 200, body: offer({ open: false, closed: 'The pigeon sale is open from 2026-11-20 to 2026-12-05 only.' }) } });
    renderSale(signedIn);
    expect(await screen.findByTestId('sale-state')).toHaveTextContent('Closed');
    expect(screen.getByTestId('sale-window')).toHaveTextContent('The pigeon sale is open from Nov 20, 2026 to Dec 5, 2026 only.');
    expect(screen.queryByTestId('sale-buy-form')).toBeNull();
    cleanup();

    // closed and not counted yet: when it runs is what matters
    server.serve({ [OFFER]: { status: 200, body: offer({ open: false, no_inventory: true, available: 0, version: 0 }) } });
    renderSale(signedIn);
    expect(await screen.findByTestId('sale-state')).toHaveTextContent('Closed');
    expect(screen.queryByTestId('sale-no-inventory')).toBeNull();
    expect(screen.getByTestId('sale-price')).toHaveTextContent('€250.00 per bird');
  });
});
