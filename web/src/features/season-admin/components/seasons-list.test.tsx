import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { callUrl } from '@/testing/fake-api';
import { adminSeason, merchant, renderAt } from '../testing/render';
import { SeasonsList } from './seasons-list';

const row = (id: number, name: string, over = {}) => ({ ...adminSeason({ id, name }), ...over });
const seasons = [
  row(8, 'Summer Derby 2026 with a very long name that must wrap instead of breaking the table layout', { state: 'in_progress', registration_open: true }),
  row(7, 'Spring 2026', { total_spots: null }),
];

/** The list answers `data` unless a filter asks for what it does not have. */
function serve(data = seasons) {
  server.answer = (call) => {
    const url = callUrl(call);
    if (url.pathname === '/api/custom/v1/admin/seasons') {
      const q = url.searchParams;
      const rows = q.get('state') === 'over' ? [] : data;
      return { status: 200, body: { data: rows, meta: { page: Number(q.get('page')), per_page: Number(q.get('per_page')), total: rows.length } } };
    }
    if (url.pathname === '/api/public/lofts') return { status: 200, body: { data: [{ id: 3, name: 'Sunrise Valley' }], meta: { page: 1, per_page: 100, total: 1 } } };
    if (url.pathname === '/api/public/lofts/3') return { status: 200, body: { id: 3, name: 'Sunrise Valley' } };
    return { status: 404, body: { message: `${call.method} ${url.pathname}` } };
  };
}

const listCalls = () => server.calls.filter((c) => callUrl(c).pathname === '/api/custom/v1/admin/seasons').map((c) => callUrl(c).searchParams);

beforeEach(() => {
  server.reset();
  serve();
});

describe('SeasonsList', () => {
  it('shows each season with its loft, state, registration and places taken against the capacity', async () => {
    renderAt(<SeasonsList />, { path: '/admin/seasons', entry: '/admin/seasons' });
    const rows = await screen.findAllByTestId('season-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('season-link')).toHaveAttribute('href', '/admin/seasons/8');
    expect(rows[0]).toHaveTextContent('Sunrise Valley');
    expect(within(rows[0]!).getByTestId('season-state-badge')).toHaveTextContent('In progress');
    expect(within(rows[0]!).getByTestId('season-registration-badge')).toHaveTextContent('Registration open');
    expect(within(rows[0]!).getByTestId('season-places')).toHaveTextContent('12 of 300');
    expect(within(rows[1]!).getByTestId('season-places')).toHaveTextContent('12 taken, no limit');
    expect(screen.getByTestId('season-new')).toHaveAttribute('href', '/admin/seasons/create');
  });

  it('asks the server again for each filter, from the first page, and keeps the filters in the address', async () => {
    const router = renderAt(<SeasonsList />, { path: '/admin/seasons', entry: '/admin/seasons?page=2&loft=3' });
    await screen.findAllByTestId('season-row');
    expect(listCalls().at(-1)?.get('loft_id')).toBe('3');
    expect(listCalls().at(-1)?.get('page')).toBe('2');

    fireEvent.change(screen.getByTestId('season-state-filter'), { target: { value: 'draft' } });
    await waitFor(() => expect(listCalls().at(-1)?.get('state')).toBe('draft'));
    expect(listCalls().at(-1)?.get('page')).toBe('1');
    expect(listCalls().at(-1)?.get('loft_id')).toBe('3');

    fireEvent.change(screen.getByTestId('season-registration-filter'), { target: { value: 'open' } });
    await waitFor(() => expect(listCalls().at(-1)?.get('registration')).toBe('open'));

    fireEvent.change(screen.getByTestId('season-search'), { target: { value: 'derby' } });
    await waitFor(() => expect(listCalls().at(-1)?.get('search')).toBe('derby'));
    expect(router.state.location.search).toContain('state=draft');
    expect(router.state.location.search).toContain('registration=open');
    expect(router.state.location.search).toContain('search=derby');

    fireEvent.change(screen.getByTestId('per-page'), { target: { value: '50' } });
    await waitFor(() => expect(listCalls().at(-1)?.get('per_page')).toBe('50'));
  });

  it('says when no season matches the filters, and when there are none at all', async () => {
    renderAt(<SeasonsList />, { path: '/admin/seasons', entry: '/admin/seasons?state=over' });
    expect(await screen.findByTestId('seasons-empty')).toHaveTextContent('No seasons match these filters.');
    serve([]);
    renderAt(<SeasonsList />, { path: '/admin/seasons', entry: '/admin/seasons' });
    await waitFor(() => expect(screen.getAllByTestId('seasons-empty').at(-1)).toHaveTextContent('No seasons yet.'));
  });

  it("offers a merchant their own lofts to filter by, named from the loft's page", async () => {
    renderAt(<SeasonsList />, { path: '/admin/seasons', entry: '/admin/seasons', user: merchant });
    await screen.findAllByTestId('season-row');
    await waitFor(() => expect(server.calls.some((c) => callUrl(c).pathname === '/api/public/lofts/3')).toBe(true));
    expect(server.calls.some((c) => callUrl(c).pathname === '/api/public/lofts')).toBe(false);
  });
});
