import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCountriesQueryOptions } from '@/lib/api/countries/get-countries';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getMySeasonsQueryOptions, type MySeason } from '../api/get-my-seasons';
import { MySeasonList } from './my-season-list';

function renderMine(seasons: MySeason[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getMySeasonsQueryOptions().queryKey, seasons);
  queryClient.setQueryData(getCountriesQueryOptions('en').queryKey, [{ key: 'DE', name: 'Germany' }]);
  renderApp(<MySeasonList />, { queryClient });
}

const loft = { id: 1, name: 'Sunrise Valley', country: 'DE', city: 'Landshut', time_zone: 'Europe/Berlin' };

describe('MySeasonList', () => {
  it('links each season, its registration and its loft, with my pigeons and registrations', () => {
    renderMine([
      { id: 2, name: 'Sunrise 2027', state: 'in_progress', loft, pigeons: 0, orders: 1, latest_order_id: 11 },
      { id: 1, name: 'Sunrise 2026', state: 'over', loft, pigeons: 4, orders: 0, latest_order_id: null },
    ]);
    const [open, over] = screen.getAllByTestId('my-season');
    expect(within(open!).getByTestId('my-season-link')).toHaveAttribute('href', '/seasons/2');
    expect(within(open!).getByTestId('my-season-registration')).toHaveAttribute('href', '/registrations/11');
    expect(within(open!).getByRole('link', { name: 'Loft page' })).toHaveAttribute('href', '/lofts/1');
    expect(within(open!).getByTestId('my-season-orders')).toHaveTextContent('Registrations: 1');
    expect(within(over!).getByTestId('my-season-pigeons')).toHaveTextContent('Pigeons: 4');
    expect(within(over!).getByText('Over')).toBeInTheDocument();
    expect(within(over!).queryByTestId('my-season-registration')).toBeNull();
  });

  it('points to browsing seasons when I take part in none', () => {
    renderMine([]);
    expect(screen.getByTestId('my-seasons-empty')).toHaveTextContent('You do not take part in any season yet.');
    expect(screen.getByRole('link', { name: 'Browse seasons' })).toHaveAttribute('href', '/seasons');
  });
});
