import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { callUrl, type FakeCall } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { SeasonList } from './season-list';

// The API as far as the list needs it: countries, and seasons filtered by `registration`.
const loft = (id: number, name: string, country: string, city: string) => ({ id, name, country, city });
const seasons = [
  {
    id: 2,
    name: 'Sunrise 2027',
    state: 'in_progress',
    currency: 'EUR',
    loft: loft(1, 'Sunrise Valley', 'DE', 'Landshut'),
    registration_open: true,
    registration_period: { starts_at: '2026-02-01', ends_at: '2026-03-20' },
    total_spots: 10,
    spots_left: 6,
    entry_fee: { product_id: 7, name: '1 pigeon', amount: 25000, currency: 'EUR', pigeons_active: 1, pigeons_reserve: 0 },
  },
  {
    id: 3,
    name: 'Desert 2025',
    state: 'over',
    currency: 'USD',
    loft: loft(2, 'Desert Wings', 'US', ''),
    registration_open: false,
    total_spots: null,
    spots_left: null,
    entry_fee: { product_id: 9, name: '5 + 2', amount: 115000, currency: 'USD', pigeons_active: 5, pigeons_reserve: 2 },
  },
  { id: 4, name: 'Brava 2026', state: 'in_progress', currency: 'EUR', loft: loft(3, 'Costa Brava', 'ES', 'Girona'), registration_open: false, total_spots: 500, spots_left: 0 },
];

function answer(call: FakeCall) {
  const url = callUrl(call);
  if (url.pathname.startsWith('/api/public/countries/')) {
    return {
      status: 200,
      body: [
        { key: 'DE', name: 'Germany' },
        { key: 'ES', name: 'Spain' },
        { key: 'US', name: 'United States' },
      ],
    };
  }
  const data = url.searchParams.get('registration') === 'open' ? seasons.filter((s) => s.registration_open) : seasons;
  return { status: 200, body: { data, meta: { page: Number(url.searchParams.get('page')), per_page: 25, total: data.length } } };
}

function renderList(entry = '/seasons') {
  return renderApp(<SeasonList />, { path: '/seasons', route: entry }).router;
}

const seasonCalls = () => server.calls.map(callUrl).filter((u) => u.pathname === '/api/public/seasons');
const card = (id: number) => screen.getAllByTestId('season-card').find((c) => c.dataset.seasonId === String(id))!;

describe('SeasonList', () => {
  beforeEach(() => {
    server.reset();
    server.answer = answer;
  });

  it('shows each season with its loft, registration dates, spots and entry fee in its currency', async () => {
    renderList();
    expect(await screen.findAllByTestId('season-card')).toHaveLength(3);
    const open = card(2);
    expect(within(open).getByTestId('registration-badge')).toHaveTextContent('Registration open');
    await waitFor(() => expect(within(open).getByTestId('season-loft')).toHaveTextContent('Sunrise Valley · Landshut, Germany'));
    expect(within(open).getByTestId('registration-period')).toHaveTextContent('Registration: Feb 1, 2026 – Mar 20, 2026');
    expect(within(open).getByTestId('spots')).toHaveTextContent('Spots left: 6');
    expect(within(open).getByTestId('entry-fee')).toHaveTextContent('Entry fee: from €250.00');
    expect(within(open).getByTestId('entry-fee-buys').textContent).toBe('1 active + 0 reserve');
    expect(within(open).getByTestId('season-register')).toHaveAttribute('href', '/lofts/1/seasons/2/register');
    expect(within(open).getByTestId('season-link')).toHaveAttribute('href', '/seasons/2');

    const over = card(3);
    expect(within(over).getByTestId('registration-badge')).toHaveTextContent('Registration closed');
    expect(within(over).getByTestId('spots')).toHaveTextContent('Unlimited spots');
    expect(within(over).getByTestId('entry-fee')).toHaveTextContent('Entry fee: from $1,150.00');
    expect(within(over).getByTestId('entry-fee-buys').textContent).toBe('5 active + 2 reserve');
    expect(within(over).getByTestId('registration-period')).toHaveTextContent('No registration dates yet');
    expect(within(over).queryByTestId('season-register')).toBeNull();

    const full = card(4);
    expect(within(full).getByTestId('spots')).toHaveTextContent('Full');
    expect(within(full).getByTestId('entry-fee')).toHaveTextContent('No entry fee yet');
    expect(seasonCalls()[0]!.searchParams.get('registration')).toBe('all');
  });

  it('asks for open registrations only when switched, from the first page', async () => {
    const router = renderList('/seasons?page=2');
    await screen.findAllByTestId('season-card');
    fireEvent.click(screen.getByRole('switch', { name: 'Open registrations only' }));
    await waitFor(() => expect(screen.getAllByTestId('season-card')).toHaveLength(1));
    const last = seasonCalls().at(-1)!;
    expect(last.searchParams.get('registration')).toBe('open');
    expect(last.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?open=1');
  });

  it('searches in the viewer’s language, so that country names match', async () => {
    const router = renderList();
    await screen.findAllByTestId('season-card');
    fireEvent.change(screen.getByTestId('season-search'), { target: { value: 'Spain' } });
    await waitFor(() => expect(seasonCalls().at(-1)!.searchParams.get('search')).toBe('Spain'));
    expect(seasonCalls().at(-1)!.searchParams.get('lang')).toBe('en');
    expect(router.state.location.search).toBe('?search=Spain');
  });
});
