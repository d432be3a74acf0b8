import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCountriesQueryOptions } from '@/lib/api/countries/get-countries';
import { initI18n } from '@/lib/i18n/i18n';
import { getMySeasonsQueryOptions, type MySeason } from '../api/get-my-seasons';
import { MySeasonList } from './my-season-list';

function renderMine(seasons: MySeason[]) {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  qc.setQueryData(getMySeasonsQueryOptions().queryKey, seasons);
  qc.setQueryData(getCountriesQueryOptions('en').queryKey, [{ key: 'DE', name: 'Germany' }]);
  render(
    <QueryClientProvider client={qc}>
      <MantineProvider>
        <MemoryRouter>
          <MySeasonList />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const loft = { id: 1, name: 'Sunrise Valley', country: 'DE', city: 'Landshut' };

describe('MySeasonList', () => {
  beforeAll(async () => {
    await initI18n();
  });

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
