import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server: every call answers an empty list and is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
import type { Product } from '../lib/order-rules';
import { RegistrationForm } from './registration-form';

const product = (id: number, amount: number, active: number, reserve: number, max: number | null): Product => ({
  id,
  season_id: 4,
  product_category_id: 1,
  catalog_category_id: null,
  category: 'entry_fee',
  name: `Product ${id}`,
  pigeons_active: active,
  pigeons_reserve: reserve,
  amount,
  currency: 'EUR',
  max_quantity: max,
});
const products = [product(19, 25000, 1, 0, null), product(21, 115000, 5, 2, 2)];
const team = { id: 1, loft_id: 1, user_id: 3, name: 'Schneider Brothers 1', country: 'DE', fancier: 'Anna', pigeons_count: 3 };

function renderForm() {
  return renderApp(<RegistrationForm seasonId={4} products={products} teams={[team]} address={{ city: '', street: '', zipcode: '' }} />, { route: '/r' });
}

describe('RegistrationForm', () => {
  it('shows places and the live total in German euro formatting', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText('Quantity: Product 19'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Quantity: Product 21'), { target: { value: '1' } });
    expect(screen.getByTestId('places')).toHaveTextContent('Places: 8 active, 2 reserve');
    expect(screen.getByTestId('order-total')).toHaveTextContent('1,900.00');
    expect(within(screen.getByTestId('product-quantities')).getByText('at most 2')).toBeInTheDocument();
  });

  it('offers a pigeon row per place, no more', async () => {
    renderForm();
    const add = await screen.findByTestId('add-pigeon');
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Quantity: Product 19'), { target: { value: '2' } });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(screen.getAllByTestId('pigeon-row')).toHaveLength(2);
    expect(add).toBeDisabled();
  });

  it('refuses an incomplete address before sending (SPEC §5)', async () => {
    renderForm();
    fireEvent.change(await screen.findByLabelText('Quantity: Product 19'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('address-city'), { target: { value: 'Köln' } });
    const before = server.calls.filter((c) => c.method === 'POST').length;
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('error-address')).toHaveTextContent('The address needs a city, a street and a zip code.');
    expect(server.calls.filter((c) => c.method === 'POST').length).toBe(before);
    // Changing the address clears its error.
    fireEvent.change(screen.getByTestId('address-street'), { target: { value: 'Domstraße 1' } });
    expect(screen.queryByTestId('error-address')).toBeNull();
  });
});
