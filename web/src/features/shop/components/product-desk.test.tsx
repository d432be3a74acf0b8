import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
import { ProductDesk } from './product-desk';

// Mantine's Select scrolls its chosen option into view; jsdom draws nothing to scroll.
HTMLElement.prototype.scrollIntoView = () => undefined;

const giftCard = {
  id: 4,
  kind: 'gift_card',
  name: 'Gift card',
  description: '',
  price: 0,
  currency: 'EUR',
  gift_card_amounts: [2500, 5000],
  gift_card_min: 0,
  gift_card_max: 0,
  on_sale: true,
  unlocks: [],
  archived: true,
  translations: { de: { name: 'Gutschein' } },
};

describe('ProductDesk', () => {
  it("lists the service's products, archived too, and adds a membership with a translation", async () => {
    const seen = server.serve({
      'GET /api/admin/store/products': { status: 200, body: [giftCard] },
      'POST /api/admin/store/products': ({ body }) => ({ status: 201, body: { ...giftCard, ...(body as object), id: 5, archived: false } }),
    });
    renderApp(<ProductDesk loftId={null} timeZone="UTC" />, { route: '/admin/store' });
    const row = await screen.findByTestId('desk-product-4');
    expect(row.textContent).toContain('Archived');
    expect(screen.getByTestId('desk-archive').textContent).toBe('Bring back');
    fireEvent.click(screen.getByTestId('desk-new-product'));
    fireEvent.click(screen.getByTestId('product-form-kind'));
    fireEvent.click(await screen.findByRole('option', { name: 'Membership' }));
    fireEvent.change(screen.getByTestId('product-form-name'), { target: { value: 'Pedigree 12' } });
    fireEvent.change(screen.getByTestId('product-form-price'), { target: { value: '29,00' } });
    fireEvent.change(screen.getByTestId('product-form-unlocks'), { target: { value: 'pedigree, ' } });
    fireEvent.change(screen.getByTestId('product-form-stock'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('product-add-translation'));
    fireEvent.click(screen.getByTestId('product-translation-lang-0'));
    fireEvent.click(await screen.findByRole('option', { name: 'Deutsch' }));
    fireEvent.change(screen.getByTestId('product-translation-name-0'), { target: { value: 'Stammbaum 12' } });
    fireEvent.click(screen.getByTestId('product-form-save'));
    await waitFor(() => expect(seen.find((s) => s.method === 'POST')).toBeDefined());
    expect(seen.find((s) => s.method === 'POST')?.body).toEqual({
      kind: 'membership',
      name: 'Pedigree 12',
      description: '',
      currency: 'EUR',
      price: 2900,
      membership_months: 12,
      unlocks: ['pedigree'],
      translations: { de: { name: 'Stammbaum 12', description: '' } },
    });
    await screen.findByTestId('product-desk'); // back to the list once saved
  });

  it("shows the server's refusal under the field and keeps the form open", async () => {
    const msg = 'Give either fixed amounts or a smallest and largest amount.';
    server.serve({
      'GET /api/lofts/2/store/products': { status: 200, body: [] },
      'POST /api/lofts/2/store/products': { status: 400, body: { message: msg, errors: { gift_card_amounts: [msg] } } },
    });
    renderApp(<ProductDesk loftId={2} currency="USD" timeZone="America/Phoenix" />, { route: '/overview/2/store' });
    fireEvent.click(await screen.findByTestId('desk-new-product'));
    fireEvent.click(screen.getByTestId('product-form-kind'));
    fireEvent.click(await screen.findByRole('option', { name: 'Gift card' }));
    fireEvent.change(screen.getByTestId('product-form-name'), { target: { value: 'Gift' } });
    fireEvent.click(screen.getByTestId('product-form-save'));
    expect(await screen.findByText(msg)).toBeTruthy();
    expect(screen.getByTestId('product-form')).toBeTruthy();
  });
});
