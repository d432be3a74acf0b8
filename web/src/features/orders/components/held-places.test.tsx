import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Schema } from '@/lib/api/types';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getHeldPlacesQueryOptions } from '../api/get-held-places';
import { HeldPlaces } from './held-places';

type Held = Schema<'HeldPlaces'>;

// The answer goes into the query cache as the server would send it; no request is made.
function renderHeld(held: Held) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getHeldPlacesQueryOptions(7).queryKey, held);
  renderApp(<HeldPlaces seasonId={7} />, { queryClient });
}

const order = {
  order_id: 1,
  reference: 'OL7-ABCDEFGH',
  order_status_type: 'pending' as const,
  customer_id: 3,
  customer: 'Anna Berg',
  email: 'anna@example.org',
  team: 'Berg Loft',
  pigeons_active: 10,
  pigeons_reserve: 10,
  placed_at: '2026-02-10T09:00:00Z',
  holds_until: '2026-02-12T09:00:00Z',
};

describe('HeldPlaces', () => {
  it('lists who holds places and until when, with what is left', () => {
    renderHeld({
      data: [order, { ...order, order_id: 2, reference: 'OL7-PAID', order_status_type: 'paid_manually', holds_until: null, pigeons_active: 1, pigeons_reserve: 0 }],
      meta: { pigeons_active: 11, pigeons_reserve: 10, total_spots: 100, spots_left: 79 },
    });
    expect(screen.getByTestId('held-summary').textContent).toBe('11 active and 10 reserve places held; 79 of 100 left');
    const [pending, paid] = screen.getAllByTestId('held-order');
    expect(pending!.textContent).toContain('Anna Berg');
    expect(pending!.textContent).toContain('anna@example.org · Berg Loft');
    expect(pending!.textContent).toContain('Places: 10 active, 10 reserve');
    expect(pending!.textContent).toContain('then it expires unless confirmed');
    expect(within(paid!).getByText('Paid: held for good')).toBeInTheDocument();
  });

  it('says when nothing holds places, and when places are unlimited', () => {
    renderHeld({ data: [], meta: { pigeons_active: 0, pigeons_reserve: 0, total_spots: null, spots_left: null } });
    expect(screen.getByTestId('held-empty')).toBeInTheDocument();
    expect(screen.getByTestId('held-summary').textContent).toContain('no limit on places');
  });
});
