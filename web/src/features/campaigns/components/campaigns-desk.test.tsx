import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
import { CampaignsDesk } from './campaigns-desk';

const list = '/api/custom/v1/merchant/lofts/7/campaigns';
const spring = {
  id: 4,
  loft_id: 7,
  name: 'Spring',
  percent_bp: 1250,
  amount_off: 0,
  applies_to: ['entry_fees'],
  max_uses: 100,
  uses: 3,
  coupons: 10,
  coupons_used: 2,
  promo_code: 'SPRING26',
  created_at: '2026-03-01T00:00:00Z',
};

describe('CampaignsDesk', () => {
  it('lists campaigns with their discount, uses and codes, and creates one in percent', async () => {
    const seen = server.serve({
      [`GET ${list}`]: { status: 200, body: [spring] },
      [`POST ${list}`]: ({ body }) => ({ status: 201, body: { ...spring, id: 5, ...(body as object) } }),
    });
    renderApp(<CampaignsDesk loftId={7} zone="Europe/Berlin" />, { route: '/overview/7/campaigns' });
    const card = await screen.findByTestId('campaign-4');
    expect(card).toHaveTextContent('12.5 % off');
    expect(within(card).getByTestId('campaign-4-uses')).toHaveTextContent('Used 3 of 100 times');
    expect(within(card).getByTestId('campaign-4-coupons')).toHaveTextContent('10 coupons, 2 used');
    expect(within(card).getByTestId<HTMLInputElement>('campaign-4-promo').value).toBe('SPRING26');

    fireEvent.click(screen.getByTestId('campaign-new'));
    const form = await screen.findByTestId('campaign-form');
    fireEvent.change(within(form).getByTestId('campaign-name'), { target: { value: 'Autumn' } });
    fireEvent.change(within(form).getByTestId('campaign-percent'), { target: { value: '101' } });
    fireEvent.click(within(form).getByTestId('campaign-save'));
    expect(await within(form).findByText('Give a percentage between 0.01 and 100.')).toBeTruthy();
    expect(seen.find((s) => s.method === 'POST')).toBeUndefined();
    fireEvent.change(within(form).getByTestId('campaign-percent'), { target: { value: '7,5' } });
    fireEvent.click(within(form).getByTestId('campaign-save'));
    await waitFor(() => expect(seen.find((s) => s.method === 'POST')).toBeDefined());
    expect(seen.find((s) => s.method === 'POST')?.body).toEqual({ name: 'Autumn', percent_bp: 750, applies_to: ['entry_fees'] });
  });

  it("shows the server's message under the field it names", async () => {
    const msg = 'The name field is required.';
    server.serve({
      [`GET ${list}`]: { status: 200, body: [] },
      [`POST ${list}`]: { status: 400, body: { message: msg, errors: { name: [msg] } } },
    });
    renderApp(<CampaignsDesk loftId={7} zone="Europe/Berlin" />, { route: '/overview/7/campaigns' });
    await screen.findByTestId('campaigns-empty');
    fireEvent.click(screen.getByTestId('campaign-new'));
    const form = await screen.findByTestId('campaign-form');
    fireEvent.change(within(form).getByTestId('campaign-percent'), { target: { value: '10' } });
    fireEvent.click(within(form).getByTestId('campaign-save'));
    expect(await within(form).findByText(msg)).toBeTruthy();
  });
});
