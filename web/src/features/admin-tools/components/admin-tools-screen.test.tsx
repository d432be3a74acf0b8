import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getLoftsQueryOptions } from '@/lib/api/lofts/get-lofts';
import { getProductCategoriesQueryOptions, type ProductCategory } from '@/lib/api/product-categories/get-product-categories';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getAdminRowsQueryOptions, type AdminRow, type AdminRowsParams } from '../api/get-admin-rows';
import { AdminToolsScreen } from './admin-tools-screen';

const base: AdminRowsParams = { list: 'orders', page: 1, perPage: 25, search: '', loftId: 0, status: '', from: '', to: '' };

const row = (extra: Partial<AdminRow>): AdminRow => ({
  id: 1,
  loft_id: 7,
  loft_name: 'Sunrise Valley',
  season_id: 3,
  season_name: '2026',
  title: 'OL-2026-0001',
  detail: 'Anna Berg · Team Berg',
  status: 'paid_manually',
  at: '2026-03-01T10:00:00Z',
  day: null,
  end_day: null,
  amount: 35000,
  currency: 'EUR',
  history: [],
  ...extra,
});

const cat = (id: number, name: string, products: number, names: Record<string, string> = {}): ProductCategory => ({ id, name, position: id, names, products });

function renderScreen(url: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getLoftsQueryOptions({ page: 1, perPage: 100, search: '' }).queryKey, { data: [], meta: { page: 1, per_page: 100, total: 0 } } as never);
  queryClient.setQueryData(getAdminRowsQueryOptions(base).queryKey, { data: [row({})], meta: { page: 1, per_page: 25, total: 1 } });
  queryClient.setQueryData(getAdminRowsQueryOptions({ ...base, list: 'comeback_pigeons' }).queryKey, {
    data: [
      row({
        title: 'NL-2026-0002',
        status: 'injured',
        amount: null,
        currency: '',
        history: [
          { status: 'active', at: '2026-05-01T08:00:00Z' },
          { status: 'lost', at: '2026-06-01T18:00:00Z' },
          { status: 'injured', at: '2026-06-09T09:00:00Z' },
        ],
      }),
    ],
    meta: { page: 1, per_page: 25, total: 1 },
  });
  queryClient.setQueryData(getAdminRowsQueryOptions({ ...base, list: 'teams' }).queryKey, { data: [], meta: { page: 1, per_page: 25, total: 0 } });
  queryClient.setQueryData(getProductCategoriesQueryOptions().queryKey, [cat(1, 'Entry fee', 2, { de: 'Startgebühr' }), cat(5, 'Young birds', 0)]);
  return renderApp(<AdminToolsScreen />, { path: '/admin/tools', route: url, queryClient });
}

describe('AdminToolsScreen', () => {
  it('lists orders over every loft with their status, amount and a link into the loft', () => {
    renderScreen('/admin/tools');
    const r = screen.getByTestId('admin-row');
    expect(r.textContent).toContain('OL-2026-0001');
    expect(within(r).getByTestId('admin-row-status').textContent).toBe('Paid');
    expect(r.textContent).toContain('€350.00'); // the viewer's language (English), not the currency's
    expect(within(r).getByTestId('admin-row-loft')).toHaveAttribute('href', '/overview/7/orders?season=3');
    expect(screen.getByTestId('admin-status-filter')).toBeInTheDocument();
  });

  it('shows a comeback pigeon with its status history', () => {
    renderScreen('/admin/tools?list=comeback_pigeons');
    const history = screen.getByTestId('admin-row-history');
    expect(history.textContent).toContain('Lost');
    expect(history.textContent).toContain('Injured');
  });

  it('has no status or day filters where a list has none, and says when nothing matches', () => {
    renderScreen('/admin/tools?list=teams');
    expect(screen.queryByTestId('admin-status-filter')).toBeNull();
    expect(screen.queryByTestId('admin-from')).toBeNull();
    expect(screen.getByTestId('admin-rows-empty')).toBeInTheDocument();
  });

  it('manages product categories: a used one cannot be removed', () => {
    renderScreen('/admin/tools?list=product_categories');
    const rows = screen.getAllByTestId('product-category');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Products: 2');
    expect(within(rows[0]!).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove' })).toBeEnabled();
  });
});
