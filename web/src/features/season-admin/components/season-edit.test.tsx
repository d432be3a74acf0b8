import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { callUrl, type FakeAnswer } from '@/testing/fake-api';
import type { AdminSeason } from '../api/get-admin-season';
import { adminSeason, renderAt } from '../testing/render';
import { SeasonEdit } from './season-edit';

const invalid = (field: string, message: string): FakeAnswer => ({ status: 400, body: { message, errors: { [field]: [message] } } });

/** The season page's reads; `write` answers the writes. */
function serve(season: AdminSeason, write: (method: string, path: string, body: unknown) => FakeAnswer) {
  server.answer = (call) => {
    const { method, body } = call;
    const url = callUrl(call);
    if (method !== 'GET') return write(method, url.pathname, body);
    if (url.pathname === `/api/custom/v1/admin/seasons/${season.id}`) return { status: 200, body: season };
    if (url.pathname === '/api/res/v1/due-dates') return { status: 200, body: season.due_dates };
    if (url.pathname === `/api/custom/v1/merchant/products/${season.id}`) return { status: 200, body: season.products };
    return { status: 404, body: { message: 'Not found.' } };
  };
}

function renderEdit() {
  renderAt(
    <Suspense fallback={<p>loading</p>}>
      <SeasonEdit id={7} />
    </Suspense>,
    { path: '/admin/seasons/:id', entry: '/admin/seasons/7' },
  );
}

const writes = () => server.calls.filter((c) => c.method !== 'GET');

beforeEach(() => {
  server.reset();
});

describe('SeasonEdit', () => {
  it('shows the server’s message under the field it is about, and keeps what the user typed', async () => {
    // The season had no orders when the page loaded; one came in before the save.
    serve(adminSeason({ orders_count: 0 }), (_m, path) =>
      path === '/api/res/v1/seasons/7' ? invalid('currency', 'The currency cannot change once the season has orders.') : { status: 500, body: {} },
    );
    renderEdit();
    const settings = await screen.findByTestId('season-settings');
    fireEvent.change(within(settings).getByTestId('season-currency-input'), { target: { value: 'USD' } });
    fireEvent.change(within(settings).getByTestId('season-total-spots-input'), { target: { value: '' } });
    fireEvent.click(within(settings).getByTestId('season-settings-save'));
    expect(await within(settings).findByText('The currency cannot change once the season has orders.')).toBeInTheDocument();
    expect(within(settings).getByTestId<HTMLSelectElement>('season-currency-input').value).toBe('USD');
    // Every setting is sent; a blank capacity is unlimited; the rules and payment days are the server's, untouched.
    expect(writes()).toHaveLength(1);
    expect(writes()[0]!.body).toEqual({
      name: 'Spring 2026',
      currency: 'USD',
      max_pigeons: 10,
      max_active: null,
      max_reserve: null,
      total_spots: null,
      rules_text: 'Fly fair.',
      payment_days: 10,
    });
  });

  it('keeps the currency of a season with orders', async () => {
    serve(adminSeason({ orders_count: 5 }), () => ({ status: 500, body: {} }));
    renderEdit();
    const settings = await screen.findByTestId('season-settings');
    expect(within(settings).getByTestId('season-currency-input')).toBeDisabled();
    expect(settings).toHaveTextContent('Cannot change once the season has orders.');
  });

  it('names a blank name as the server does, and a message about another section above the button', async () => {
    serve(adminSeason(), (_m, _p, body) =>
      (body as { name: string }).name === '' ? invalid('body.name', 'The name field is required.') : invalid('payment_days', 'The payment days may not be greater than 365.'),
    );
    renderEdit();
    const settings = await screen.findByTestId('season-settings');
    fireEvent.change(within(settings).getByTestId('season-name-input'), { target: { value: '' } });
    fireEvent.click(within(settings).getByTestId('season-settings-save'));
    expect(await within(settings).findByText('The name field is required.')).toBeInTheDocument();

    const rules = screen.getByTestId('season-rules');
    fireEvent.change(within(rules).getByTestId('season-rules-input'), { target: { value: 'New rules.' } });
    fireEvent.click(within(rules).getByTestId('season-rules-save'));
    expect(await within(rules).findByTestId('season-rules-error')).toHaveTextContent('The payment days may not be greater than 365.');
    // The rules section sends its own field with the season's other settings as the server has them, not the unsaved blank name.
    expect(writes().at(-1)!.body).toMatchObject({ name: 'Spring 2026', rules_text: 'New rules.' });
  });

  it('edits the payment working days of the payment due date, and explains when there is none', async () => {
    serve(adminSeason(), () => ({ status: 200, body: adminSeason() }));
    renderEdit();
    const payment = await screen.findByTestId('season-payment');
    const input = within(payment).getByTestId<HTMLInputElement>('season-payment-days-input');
    expect(input.value).toBe('10');
    fireEvent.change(input, { target: { value: '7' } });
    fireEvent.click(within(payment).getByTestId('season-payment-save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ payment_days: 7, name: 'Spring 2026' });
  });

  it('disables the payment working days without a payment due date', async () => {
    serve(adminSeason({ due_dates: [], payment_days: null }), () => ({ status: 500, body: {} }));
    renderEdit();
    const payment = await screen.findByTestId('season-payment');
    expect(within(payment).getByTestId('season-payment-days-input')).toBeDisabled();
    expect(payment).toHaveTextContent('Add a payment due date first');
  });

  it('shows the entry-fee rule when registration cannot open', async () => {
    serve(adminSeason(), (_m, path) =>
      path === '/api/res/v1/seasons/7/state' ? invalid('registration_open', 'You need at least one product with the entry fee category') : { status: 500, body: {} },
    );
    renderEdit();
    const state = await screen.findByTestId('season-state');
    fireEvent.click(within(state).getByTestId('registration-open'));
    fireEvent.click(within(state).getByTestId('season-state-save'));
    expect(await within(state).findByTestId('season-state-error')).toHaveTextContent('You need at least one product with the entry fee category');
    expect(writes()[0]!.body).toEqual({ state: 'draft', registration_open: true });
  });

  it('lists state changes and audited changes newest first, with who and when', async () => {
    serve(adminSeason(), () => ({ status: 500, body: {} }));
    renderEdit();
    const entries = await screen.findAllByTestId('season-history-entry');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Settings changed');
    expect(entries[0]).toHaveTextContent('by Sue Seasons');
    expect(entries[0]).toHaveTextContent('Name changed from Spring to Spring 2026');
    expect(entries[0]).toHaveTextContent('Total spots changed from unlimited to 300');
    expect(entries[1]).toHaveTextContent('State set to Draft, Registration closed');
    expect(entries[1]).toHaveTextContent('by Max Merchant');
    expect(entries[2]).toHaveTextContent('Season created');
    expect(entries[2]).toHaveTextContent('by the system');
    expect(screen.getByTestId('season-summary')).toHaveTextContent('Orders: 5');
  });
});
