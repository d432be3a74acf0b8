import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getCountriesQueryOptions } from '@/lib/api/countries/get-countries';
import { renderApp, testQueryClient } from '@/testing/render-app';
import { getSeasonDetailsQueryOptions, type SeasonDetails } from '../api/get-season-details';
import { SeasonDetailsScreen } from './season-details';

// The answers are put in the query cache as the server would send them; no request is made.
function renderDetails(season: SeasonDetails, renderSale?: (s: SeasonDetails) => ReactNode) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(getSeasonDetailsQueryOptions(season.id).queryKey, season);
  queryClient.setQueryData(getCountriesQueryOptions('en').queryKey, [{ key: 'DE', name: 'Germany' }]);
  return renderApp(<SeasonDetailsScreen id={season.id} renderSale={renderSale} />, { queryClient });
}

const dueDate = (id: number, category: 'registration' | 'pigeon_shipping', name: string, from: string, to: string) => ({
  id,
  season_id: 2,
  due_date_category_id: category === 'registration' ? 1 : 3,
  category,
  name,
  description: '',
  starts_at: from,
  ends_at: to,
  max_duration: null,
});
const product = (id: number, category: 'entry_fee' | 'final_flight_activation', name: string, amount: number, active: number, reserve: number) => ({
  id,
  season_id: 2,
  product_category_id: category === 'entry_fee' ? 1 : 2,
  catalog_category_id: null,
  category,
  name,
  pigeons_active: active,
  pigeons_reserve: reserve,
  amount,
  currency: 'EUR' as const,
  max_quantity: null,
});

const open: SeasonDetails = {
  id: 2,
  name: 'Sunrise 2027',
  state: 'in_progress',
  currency: 'EUR',
  loft: { id: 1, name: 'Sunrise Valley', country: 'DE', city: 'Landshut', time_zone: 'Europe/Berlin' },
  registration_open: true,
  registration_period: { starts_at: '2026-02-01', ends_at: '2026-03-20' },
  total_spots: 10,
  spots_left: 6,
  entry_fee: { product_id: 8, name: '1 pigeon', amount: 25000, currency: 'EUR', pigeons_active: 1, pigeons_reserve: 0 },
  rules_text: 'Fly fair.\r\n\r\n<b>No</b> doping.\nNo drugs.',
  max_pigeons: 20,
  max_active: null,
  max_reserve: null,
  due_dates: [dueDate(5, 'registration', 'Registration', '2026-02-01', '2026-03-20'), dueDate(6, 'pigeon_shipping', 'Young birds to the loft', '2026-03-01', '2026-05-15')],
  products: [product(7, 'entry_fee', '1 + 1', 40000, 1, 1), product(8, 'entry_fee', '1 pigeon', 25000, 1, 0), product(9, 'final_flight_activation', 'Final', 20000, 0, 0)],
};

describe('SeasonDetailsScreen', () => {
  it('shows registration, spots, entry fee, due dates by category, products and the rules', () => {
    renderDetails(open);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sunrise 2027');
    expect(screen.getByTestId('registration-badge')).toHaveTextContent('Registration open');
    expect(screen.getByTestId('season-loft')).toHaveTextContent('Sunrise Valley · Landshut, Germany');
    expect(screen.getByTestId('spots')).toHaveTextContent('Spots left: 6');
    expect(screen.getByTestId('capacity')).toHaveTextContent('Spots in total: 10');
    expect(screen.getByTestId('entry-fee')).toHaveTextContent('Entry fee: from €250.00');
    expect(screen.getByTestId('entry-fee-buys')).toHaveTextContent('1 active + 0 reserve');
    expect(screen.getByText('Pigeons in all: at most 20')).toBeInTheDocument();

    const dates = screen.getAllByTestId('due-date');
    expect(dates.map((d) => d.dataset.category)).toEqual(['registration', 'pigeon_shipping']);
    expect(dates[0]!.textContent).toBe('RegistrationFeb 1, 2026 – Mar 20, 2026');
    expect(dates[1]).toHaveTextContent('Pigeon shipping · Young birds to the loft');

    const products = screen.getAllByTestId('season-product');
    expect(products).toHaveLength(3);
    expect(within(products[0]!).getByTestId('product-price')).toHaveTextContent('€400.00');
    expect(within(products[0]!).getByTestId('product-buys')).toHaveTextContent('1 active + 1 reserve');
    expect(within(products[2]!).queryByTestId('product-buys')).toBeNull();
    expect(products[2]).toHaveTextContent('Final-flight activation');

    const register = screen.getAllByTestId('season-register');
    expect(register.length).toBeGreaterThan(0);
    for (const r of register) expect(r).toHaveAttribute('href', '/lofts/1/seasons/2/register');

    fireEvent.click(screen.getByTestId('season-tab-rules'));
    const rules = screen.getAllByTestId('rules-paragraph');
    expect(rules.map((p) => p.textContent)).toEqual(['Fly fair.', '<b>No</b> doping.\nNo drugs.']);
    expect(within(screen.getByTestId('season-rules')).queryByText('No', { selector: 'b' })).toBeNull();
    expect(screen.getByTestId('season-race-rules')).toHaveTextContent('The loft has not written race rules for this season');
  });

  it('shows the written race rules on the Rules tab', () => {
    renderDetails({
      ...open,
      id: 4,
      race_rules: {
        aces: [{ scheme: 'coefficient', races: 'hot_spots', tie_break: 'final' }],
        coefficient_cap: 5000,
        coefficient_factor: 1000,
        prize_ratio: 5,
        closing: { home_percent: 20, day: 2, time: '19:00' },
        darkness: { from: '21:00', to: '05:00' },
        lost_credits: [{ before_hot_spot: 3, percent: 100 }],
        unfilled_prizes: 'shared',
      },
    });
    fireEvent.click(screen.getByTestId('season-tab-rules'));
    expect(screen.getByTestId('rules-aces')).toHaveTextContent('Coefficient: the hot spots count; a tie goes to the better place in the final.');
    expect(screen.getByTestId('rules-coefficient')).toHaveTextContent(
      'place × 1000 ÷ birds basketed, summed over the races (lower is better), counting at most 5000 basketed birds.',
    );
    expect(screen.getByTestId('rules-prizes')).toHaveTextContent('One prize per 5 birds basketed.');
    expect(screen.getByTestId('rules-closing')).toHaveTextContent(
      'A race closes when 20 % of its basketed birds are home. A race closes on day 2 at 19:00 (loft time). Whichever comes first.',
    );
    expect(screen.getByTestId('rules-darkness')).toHaveTextContent('leaves out 21:00–05:00');
    expect(screen.getByTestId('rules-lost-credits')).toHaveTextContent('Lost before hot spot 3: 100 % of the perch fee is credited.');
  });

  it('has no register button while closed, and says what is missing', () => {
    renderDetails({
      ...open,
      id: 3,
      registration_open: false,
      spots_left: 0,
      registration_period: undefined,
      entry_fee: undefined,
      rules_text: '  ',
      max_pigeons: null,
      due_dates: [],
      products: [],
    });
    expect(screen.getByTestId('registration-badge')).toHaveTextContent('Registration closed');
    expect(screen.queryByTestId('season-register')).toBeNull();
    expect(screen.getByTestId('spots')).toHaveTextContent('Full');
    expect(screen.getByTestId('registration-period')).toHaveTextContent('No registration dates yet');
    expect(screen.getByText('No limits per fancier.')).toBeInTheDocument();
    expect(within(screen.getByTestId('season-due-dates')).getByText('No due dates yet.')).toBeInTheDocument();
    expect(within(screen.getByTestId('season-products')).getByText('No products yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('season-tab-rules'));
    expect(within(screen.getByTestId('season-rules')).getByText('The loft has not published rules for this season.')).toBeInTheDocument();
  });

  it('shows the pigeon sale the route composes only when the season sells birds', () => {
    const sale = (s: SeasonDetails) => <div data-testid="composed-sale">{s.name}</div>;
    const { unmount } = renderDetails(open, sale);
    expect(screen.queryByTestId('composed-sale')).toBeNull();
    unmount();
    renderDetails({ ...open, products: [...open.products!, { ...product(10, 'entry_fee', 'A loft bird', 25000, 1, 0), category: 'sale' }] }, sale);
    expect(screen.getByTestId('composed-sale')).toHaveTextContent('Sunrise 2027');
  });
});
