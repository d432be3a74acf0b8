import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
import type { AdminLoftRow } from '../api/get-admin-lofts';
import { AdminLoftList } from './admin-loft-list';

const row = (id: number, name: string, patch: Partial<AdminLoftRow> = {}): AdminLoftRow => ({
  id,
  name,
  country: 'DE',
  city: 'Landshut',
  unit: 'km',
  package: 'premium',
  seasons_count: 3,
  active_merchants: 1,
  archived_at: null,
  ...patch,
});
const page = (data: AdminLoftRow[], total = data.length) => ({ status: 200, body: { data, meta: { page: 1, per_page: 25, total } } });

describe('AdminLoftList', () => {
  it('lists lofts with their package, counts and an archived badge, each linking to its administration', async () => {
    server.serve({
      'GET /api/public/countries/en': { status: 200, body: [{ key: 'DE', name: 'Germany' }] },
      'GET /api/custom/v1/admin/lofts': page([row(1, 'Sunrise Valley'), row(2, 'Old Loft', { package: 'legacy', archived_at: '2026-01-01T00:00:00Z', active_merchants: 0 })], 60),
    });
    renderApp(<AdminLoftList />, { route: '/admin/lofts' });
    const rows = await screen.findAllByTestId('admin-loft-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId('admin-loft-link')).toHaveAttribute('href', '/admin/lofts/1');
    expect(within(rows[0]!).getByTestId('admin-loft-package').textContent).toBe('Premium');
    expect(rows[0]!.textContent).toContain('Kilometres');
    expect(await within(rows[0]!).findByText('Germany')).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('admin-loft-package').textContent).toBe('Legacy');
    expect(rows[1]!.textContent).toContain('Archived');
    expect(rows[0]!.textContent).not.toContain('Archived');
    expect(screen.getByTestId('total').textContent).toContain('60');
  });

  it('asks the server for archived lofts, a search text and another page size, and keeps them in the address', async () => {
    const seen = server.serve({ 'GET /api/custom/v1/admin/lofts': page([row(1, 'Sunrise Valley')]) });
    const { router } = renderApp(<AdminLoftList />, { route: '/admin/lofts' });
    await screen.findAllByTestId('admin-loft-row');
    const lists = () => seen.filter((s) => s.path.startsWith('/api/custom/v1/admin/lofts')).map((s) => new URL(s.path, 'http://x').searchParams);
    expect(lists()[0]!.get('archived')).toBe('exclude');
    fireEvent.click(within(screen.getByTestId('admin-loft-archived')).getByLabelText('Archived'));
    await waitFor(() => expect(lists().at(-1)!.get('archived')).toBe('only'));
    expect(router.state.location.search).toContain('archived=only');
    fireEvent.change(screen.getByTestId('admin-loft-search'), { target: { value: 'landshut' } });
    await waitFor(() => expect(lists().at(-1)!.get('search')).toBe('landshut'));
    fireEvent.change(screen.getByTestId('per-page'), { target: { value: '50' } });
    await waitFor(() => expect(lists().at(-1)!.get('per_page')).toBe('50'));
    expect(lists().at(-1)!.get('archived')).toBe('only');
  });

  it('says so when there are no lofts yet, and when a search finds none', async () => {
    server.serve({ 'GET /api/custom/v1/admin/lofts': page([]) });
    renderApp(<AdminLoftList />, { route: '/admin/lofts' });
    expect((await screen.findByTestId('admin-lofts-empty')).textContent).toContain('There are no lofts yet');
    fireEvent.change(screen.getByTestId('admin-loft-search'), { target: { value: 'atlantis' } });
    await waitFor(() => expect(screen.getByTestId('admin-lofts-empty').textContent).toContain('No lofts match your search.'));
  });
});
