import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getLoftProductsQueryOptions } from '@/lib/api/lofts/get-loft-products';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { PackagesTab } from './packages-tab';

const product = (id: number, category: string, name: string) => ({
  id,
  season_id: 3,
  category,
  name,
  amount: 25000,
  currency: 'EUR',
  pigeons_active: category === 'entry_fee' ? 1 : 0,
  pigeons_reserve: 0,
  max_quantity: null,
});

describe('PackagesTab', () => {
  it('lists packages and leaves activation products out', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(getLoftProductsQueryOptions(1, 3).queryKey, [
      product(1, 'entry_fee', 'One bird'),
      product(2, 'final_flight_activation', 'Final activation'),
      product(3, 'reserve_activation', 'Reserve activation'),
      product(4, 'sale', 'A loft bird'),
    ] as never);
    renderApp(<PackagesTab loftId={1} seasonId={3} />, { queryClient });
    expect(screen.getAllByTestId('product-card').map((c) => c.textContent)).toEqual([expect.stringContaining('One bird'), expect.stringContaining('A loft bird')]);
    expect(screen.queryByText('Final activation')).not.toBeInTheDocument();
  });
});
