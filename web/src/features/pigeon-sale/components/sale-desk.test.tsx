import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { getLoftQueryOptions } from '@/lib/api/lofts/get-loft';
import { renderApp, testQueryClient } from '@/testing/render-app';
import type { SaleDesk as Desk, SaleOrder, StockBird } from '../api/get-sale-desk';
import { SaleDesk } from './sale-desk';

const DESK = 'GET /api/custom/v1/merchant/seasons/2/sale';
const SETTINGS = 'PUT /api/custom/v1/merchant/seasons/2/sale/settings';

const team = { id: 5, loft_id: 1, name: 'Sunrise breeding loft', country: 'DE', fancier: 'Sunrise Valley', pigeons_count: 3 };
const bird = (id: number, ring: string, hold?: StockBird['hold']): StockBird => ({
  pigeon: { id, ring, name: `Bird ${id}`, color: 'blue', sex: 'hen', season_id: 2, team_id: 5, team },
  chip_ring: `CHIP${id}`,
  ...(hold ? { hold } : {}),
});
const flight = { id: 31, name: 'Inventory training', kind: 'training', state: 'released', season_id: 2 } as unknown as NonNullable<Desk['flights']>[number];
const order = (id: number, status: SaleOrder['latest_order_status']['order_status_type'], pigeons: number[], history: [number, string, string][]): SaleOrder =>
  ({
    id,
    reference: `S-${id}`,
    season_id: 2,
    currency: 'EUR',
    total: 25000 * pigeons.length,
    created_at: history[history.length - 1]![2],
    latest_order_status: { id: history[0]![0], order_status_type: status, created_at: history[0]![2] },
    history: history.map(([hid, st, at]) => ({ id: hid, order_status_type: st, created_at: at })),
    order_positions: pigeons.map((p, i) => ({ id: id * 10 + i, pigeon_id: p, name: `Youngster ${p}`, amount: 25000, quantity: 1 })),
    customer: { id: 9, name: 'Anna Berg', email: 'anna@oneloft.example', team: 'Berg Lofts', country: 'DE' },
  }) as unknown as SaleOrder;

const full: Desk = {
  settings: { inventory_flight_id: 31, max_sales: 3 },
  flights: [flight],
  counted: flight,
  stock: [
    bird(1, 'DE-0100-26-00001', { order_id: 40, reference: 'S-40', status: 'confirmed', buyer: 'Anna Berg' }),
    bird(2, 'DE-0100-26-00002', { order_id: 41, reference: 'S-41', status: 'paid_manually', buyer: 'Ben Cole' }),
    bird(3, 'DE-0100-26-00003'),
  ],
  orders: [
    order(
      41,
      'paid_manually',
      [2],
      [
        [413, 'paid_manually', '2026-11-21T09:30:00Z'],
        [412, 'confirmed', '2026-11-20T08:00:00Z'],
        [411, 'pending', '2026-11-20T08:00:00Z'],
      ],
    ),
    order(
      40,
      'confirmed',
      [1],
      [
        [402, 'confirmed', '2026-11-20T12:00:00Z'],
        [401, 'pending', '2026-11-20T12:00:00Z'],
      ],
    ),
  ],
};
const empty: Desk = { settings: { inventory_flight_id: null, max_sales: null }, flights: [flight], stock: [], orders: [] };

function renderDesk() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getLoftQueryOptions(1).queryKey, { id: 1, name: 'Sunrise Valley', time_zone: 'Europe/Berlin', currency: 'EUR' } as never);
  return renderApp(<SaleDesk loftId={1} seasonId={2} />, { queryClient, route: '/overview/1/pigeon-sale' });
}

beforeEach(() => server.reset());

describe('SaleDesk', () => {
  it('lists the stock: available, held by its buyer and sold, with chip, breeder and the public page', async () => {
    server.serve({ [DESK]: { status: 200, body: full } });
    renderDesk();
    const birds = await screen.findAllByTestId('stock-bird');
    expect(birds.map((b) => b.dataset.state)).toEqual(['held', 'sold', 'available']);
    expect(screen.getByTestId('stock-counts')).toHaveTextContent('Available: 1 · Held: 1 · Sold: 1');
    expect(within(birds[0]!).getByTestId('stock-holder')).toHaveTextContent('Held by Anna Berg (S-40)');
    expect(within(birds[0]!).getByRole('link', { name: '(S-40)' })).toHaveAttribute('href', '/registrations/40');
    expect(within(birds[1]!).getByTestId('stock-holder')).toHaveTextContent('Sold to Ben Cole (S-41)');
    expect(within(birds[2]!).queryByTestId('stock-holder')).toBeNull();
    expect(birds[2]).toHaveTextContent('Chip: CHIP3');
    expect(birds[2]).toHaveTextContent('Breeder: Sunrise breeding loft');
    expect(birds[2]).toHaveTextContent('Bird 3 · Hen · blue');
    expect(within(birds[2]!).getByTestId('stock-pigeon-link')).toHaveAttribute('href', '/lofts/1/teams/5/pigeons/3');
    expect(screen.getByTestId('sale-count-line')).toHaveTextContent('Counted by Inventory training · birds in stock: 3');
  });

  it('lists the sale orders and every change of them, newest first, on the loft’s clock', async () => {
    server.serve({ [DESK]: { status: 200, body: full } });
    renderDesk();
    fireEvent.click(await screen.findByTestId('sale-tab-vending'));
    const orders = screen.getAllByTestId('sale-order');
    expect(orders.map((o) => o.dataset.reference)).toEqual(['S-41', 'S-40']);
    expect(within(orders[1]!).getByTestId('sale-order-link')).toHaveAttribute('href', '/registrations/40');
    expect(within(orders[1]!).getByTestId('sale-order-buyer')).toHaveTextContent('Anna Berg · Berg Lofts');
    expect(within(orders[1]!).getByTestId('sale-order-birds')).toHaveTextContent('Birds (1): DE-0100-26-00001');
    expect(within(orders[1]!).getByTestId('order-status')).toHaveTextContent('Confirmed');
    expect(within(orders[1]!).getByTestId('sale-order-total')).toHaveTextContent('250.00');
    expect(orders[1]).toHaveTextContent('loft time');

    fireEvent.click(screen.getByTestId('sale-tab-history'));
    const events = screen.getAllByTestId('sale-event');
    expect(events.map((e) => `${e.textContent?.includes('S-41') ? 'S-41' : 'S-40'} ${e.dataset.status}`)).toEqual([
      'S-41 paid_manually',
      'S-40 confirmed',
      'S-40 pending',
      'S-41 confirmed',
      'S-41 pending',
    ]);
    expect(within(events[0]!).getByTestId('sale-event-time')).toHaveTextContent('Nov 21, 2026, 10:30 AM CET, loft time');
    expect(within(events[0]!).getByTestId('sale-event-birds')).toHaveTextContent('DE-0100-26-00002');
  });

  it('says what is empty: no stock counted, no orders, no history', async () => {
    server.serve({ [DESK]: { status: 200, body: empty } });
    renderDesk();
    expect(await screen.findByTestId('stock-empty')).toHaveTextContent('No stock yet: choose an inventory flight');
    expect(screen.getByTestId('sale-count-line')).toHaveTextContent('Choose the training flight that counts the birds for sale.');
    fireEvent.click(screen.getByTestId('sale-tab-vending'));
    expect(screen.getByTestId('vending-empty')).toHaveTextContent('No sale orders yet.');
    fireEvent.click(screen.getByTestId('sale-tab-history'));
    expect(screen.getByTestId('sale-history-empty')).toHaveTextContent('No sale order has changed yet.');
  });

  it('says when the counted flight brought no bird for sale home', async () => {
    server.serve({ [DESK]: { status: 200, body: { ...empty, settings: { inventory_flight_id: 31, max_sales: null }, counted: flight } } });
    renderDesk();
    expect(await screen.findByTestId('stock-empty')).toHaveTextContent('No bird marked for sale came home from the inventory flight.');
  });
});

describe('SaleSettingsCard', () => {
  it('checks Max sales here, and shows the server’s refusals at their fields', async () => {
    const calls = server.serve({
      [DESK]: { status: 200, body: empty },
      [SETTINGS]: {
        status: 400,
        body: {
          message: 'Validation failed',
          errors: { inventory_flight_id: ['Choose a training flight of this season.'], max_sales: ['The max sales must be between 0 and 2147483646.'] },
        },
      },
    });
    renderDesk();
    const max = (await screen.findByTestId('sale-max-sales')) as HTMLInputElement;
    fireEvent.change(max, { target: { value: 'many' } });
    fireEvent.click(screen.getByTestId('sale-settings-save'));
    expect(screen.getByText('Please enter a number')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.change(screen.getByTestId('sale-flight'), { target: { value: '31' } });
    fireEvent.change(max, { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('sale-settings-save'));
    const wrapper = (el: HTMLElement) => el.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(await within(wrapper(screen.getByTestId('sale-flight'))).findByText('Choose a training flight of this season.')).toBeInTheDocument();
    expect(within(wrapper(max)).getByText('The max sales must be between 0 and 2147483646.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ inventory_flight_id: 31, max_sales: 5 });
  });

  it('saves an empty Max sales as no limit and no flight as none', async () => {
    const calls = server.serve({ [DESK]: { status: 200, body: full }, [SETTINGS]: { status: 200, body: { inventory_flight_id: null, max_sales: null } } });
    renderDesk();
    fireEvent.change(await screen.findByTestId('sale-max-sales'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('sale-flight'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('sale-settings-save'));
    // saved, the desk is read again
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
    await vi.waitFor(() => expect(screen.getByTestId('sale-settings-save')).not.toHaveAttribute('data-loading'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ inventory_flight_id: null, max_sales: null });
  });
});
