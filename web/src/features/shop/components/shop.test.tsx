import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import type { User } from '@/lib/sign-in/user';
import { authState } from '@/testing/auth-state';
import { renderApp } from '@/testing/render-app';
import type { StoreProductPage } from '../api/get-store-product';
import { CartView } from './cart-view';
import { ProductView } from './product-view';

const fancier: User = { id: 7, firstName: 'Fia', lastName: 'Fancier', email: 'f@oneloft.example', isAdmin: false, seasonAdmin: false, permissions: [] };
const cap = {
  id: 5,
  loft_id: 2,
  kind: 'item',
  name: 'Loft cap',
  description: 'Blue',
  price: 1800,
  currency: 'EUR',
  gift_card_amounts: [],
  gift_card_min: 0,
  gift_card_max: 0,
  stock: 3,
  on_sale: true,
  max_per_order: 2,
  unlocks: [],
  archived: false,
  seller: { loft_id: 2, name: 'Sunrise Valley', time_zone: 'Europe/Berlin' },
} as StoreProductPage;

const line = (id: number, product: Partial<StoreProductPage>, quantity: number, unit: number, problem?: string) => ({
  id,
  product: { ...cap, ...product },
  gift_card_amount: product.kind === 'gift_card' ? unit : 0,
  quantity,
  unit_price: unit,
  line_total: unit * quantity,
  problem,
});

const cart = {
  units: 3,
  sellers: [
    { key: '2', seller: { loft_id: 2, name: 'Sunrise Valley', time_zone: 'Europe/Berlin' }, currency: 'EUR', subtotal: 3600, lines: [line(11, {}, 2, 1800)] },
    {
      key: 'service',
      seller: { name: '', time_zone: '' },
      currency: 'EUR',
      subtotal: 2500,
      lines: [line(12, { id: 9, kind: 'gift_card', name: 'Gift card' }, 1, 2500, 'This product is sold out.')],
    },
  ],
};

describe('CartView', () => {
  it('groups the lines per seller with a checkout each, and steps a quantity', async () => {
    const seen = server.serve({
      'GET /api/cart': { status: 200, body: cart },
      'PATCH /api/cart/lines/11': ({ body }) => ({
        status: 200,
        body: { ...cart, units: 2, sellers: [{ ...cart.sellers[0], lines: [line(11, {}, (body as { quantity: number }).quantity, 1800)] }] },
      }),
    });
    renderApp(<CartView />, { route: '/cart', auth: authState(fancier) });
    const loft = await screen.findByTestId('cart-seller-2');
    expect(within(loft).getByTestId('checkout-2')).toHaveAttribute('href', '/checkout?seller=2');
    expect(within(loft).getByTestId('cart-line-quantity').textContent).toBe('2');
    const service = screen.getByTestId('cart-seller-service');
    // A line that cannot be bought says why, in the viewer's language, and holds its seller's checkout back.
    expect(within(service).getByTestId('cart-line-problem').textContent).toBe('This product is sold out.');
    expect(within(service).getByTestId('checkout-service')).toHaveAttribute('data-disabled', 'true');
    fireEvent.click(within(loft).getByTestId('cart-line-less'));
    await waitFor(() => expect(seen.find((s) => s.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/api/cart/lines/11', body: { quantity: 1 } }));
    await waitFor(() => expect(within(screen.getByTestId('cart-seller-2')).getByTestId('cart-line-quantity').textContent).toBe('1'));
  });

  it('shows the way to the store when the cart is empty', async () => {
    server.serve({ 'GET /api/cart': { status: 200, body: { units: 0, sellers: [] } } });
    renderApp(<CartView />, { route: '/cart', auth: authState(fancier) });
    expect(await screen.findByTestId('cart-to-store')).toHaveAttribute('href', '/store');
  });
});

describe('ProductView', () => {
  it('adds the chosen quantity to the cart and shows a refusal in the viewer language', async () => {
    const seen = server.serve({
      'POST /api/cart/lines': { status: 400, body: { message: 'Maximum lifetime for the product reached', errors: { quantity: ['Maximum lifetime for the product reached'] } } },
    });
    renderApp(<ProductView product={cap} />, { route: '/store/products/5', auth: authState(fancier) });
    expect(screen.getByText('Left in stock: 3')).toBeTruthy();
    fireEvent.change(screen.getByTestId('product-quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(seen.find((s) => s.method === 'POST')?.body).toEqual({ product_id: 5, quantity: 2, gift_card_amount: 0 }));
    expect((await screen.findByTestId('add-to-cart-error')).textContent).toBe('Maximum lifetime for the product reached');
  });

  it('says when a product goes on sale, on its loft clock, and that a sold-out one cannot be bought', () => {
    const soon = { ...cap, on_sale: false, available_from: '2099-06-01T08:00:00Z' };
    const { unmount } = renderApp(<ProductView product={soon} />, { route: '/store/products/5', auth: authState(fancier) });
    expect(screen.getByTestId('product-problem').textContent).toMatch(/^Not on sale yet: on sale from .*2099.*10:00/);
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    unmount();
    renderApp(<ProductView product={{ ...cap, stock: 0 }} />, { route: '/store/products/5', auth: authState(fancier) });
    expect(screen.getByTestId('product-problem').textContent).toBe('This product is sold out.');
  });

  it('lets a visitor sign in instead of buying, and a gift card needs an amount', () => {
    const gift = { ...cap, kind: 'gift_card', price: 0, stock: undefined, max_per_order: undefined, gift_card_amounts: [2500, 5000] } as StoreProductPage;
    const { unmount } = renderApp(<ProductView product={gift} />, { route: '/store/products/5', auth: authState(null) });
    expect(screen.getByTestId('login-to-buy')).toBeTruthy();
    unmount();
    renderApp(<ProductView product={gift} />, { route: '/store/products/5', auth: authState(fancier) });
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
    fireEvent.click(screen.getByTestId('gift-card-amount-5000'));
    expect(screen.getByTestId('add-to-cart')).not.toBeDisabled();
  });
});
