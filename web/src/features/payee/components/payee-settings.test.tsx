import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The API is a fake server the tests program; every call is recorded.
const server = await vi.hoisted(async () => (await import('@/testing/fake-api')).installFakeApi());

import { renderApp } from '@/testing/render-app';
import { PayeeSettings } from './payee-settings';

const loftPath = '/api/custom/v1/merchant/lofts/7/payee';
const seasonPath = '/api/custom/v1/merchant/seasons/3/payee';
const stored = { holder: 'Sunrise Loft', iban: 'DE89370400440532013000', bic: 'COBADEFF', bank: 'Commerzbank', reference_pattern: '{season}-{order}' };

describe('PayeeSettings', () => {
  it("shows the loft's account and saves the season's own", async () => {
    const seen = server.serve({
      [`GET ${loftPath}`]: { status: 200, body: { payee: stored } },
      [`GET ${seasonPath}`]: { status: 200, body: {} },
      [`PUT ${seasonPath}`]: ({ body }) => ({ status: 200, body: { payee: body } }),
    });
    renderApp(<PayeeSettings loftId={7} season={{ id: 3, name: '2026' }} />, { route: '/overview/7' });
    const loft = await screen.findByTestId('payee-loft-form');
    await waitFor(() => expect(within(loft).getByTestId<HTMLInputElement>('payee-iban').value).toBe('DE89370400440532013000'));
    const season = await screen.findByTestId('payee-season-form');
    expect(within(season).getByTestId<HTMLInputElement>('payee-holder').value).toBe('');
    expect(within(season).queryByTestId('payee-season-remove')).toBeNull();
    fireEvent.change(within(season).getByTestId('payee-holder'), { target: { value: 'Final Fund' } });
    fireEvent.change(within(season).getByTestId('payee-iban'), { target: { value: 'nl91 abna 0417 1643 00' } });
    fireEvent.click(within(season).getByTestId('payee-season-save'));
    await waitFor(() => expect(seen.find((s) => s.method === 'PUT')).toBeDefined());
    expect(seen.find((s) => s.method === 'PUT')).toEqual({
      method: 'PUT',
      path: seasonPath,
      body: { holder: 'Final Fund', iban: 'nl91 abna 0417 1643 00', bic: '', bank: '', reference_pattern: '' },
    });
  });

  it("shows the server's IBAN message under the field and keeps what was typed", async () => {
    const msg = 'The IBAN is not valid: its check digits do not match. Please check for a typo.';
    server.serve({
      [`GET ${loftPath}`]: { status: 200, body: {} },
      [`GET ${seasonPath}`]: { status: 200, body: {} },
      [`PUT ${loftPath}`]: { status: 400, body: { message: msg, errors: { iban: [msg] } } },
    });
    renderApp(<PayeeSettings loftId={7} season={{ id: 3, name: '2026' }} />, { route: '/overview/7' });
    const loft = await screen.findByTestId('payee-loft-form');
    fireEvent.change(within(loft).getByTestId('payee-holder'), { target: { value: 'X' } });
    fireEvent.change(within(loft).getByTestId('payee-iban'), { target: { value: 'DE88 3704 0044 0532 0130 00' } });
    fireEvent.click(within(loft).getByTestId('payee-loft-save'));
    expect(await within(loft).findByText(msg)).toBeTruthy();
    expect(within(loft).getByTestId<HTMLInputElement>('payee-iban').value).toBe('DE88 3704 0044 0532 0130 00');
  });
});
