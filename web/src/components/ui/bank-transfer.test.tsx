import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import type { Schema } from '@/lib/api/types';
import { BankTransfer, plainAmount } from './bank-transfer';

const payment: Schema<'PaymentInfo'> = {
  order_id: 5,
  payable: true,
  amount: 12050,
  currency: 'EUR',
  reference: '2026-5',
  card: false,
  pay_by: '2026-03-10T23:00:00Z',
  bank: { holder: 'Sunrise Loft', iban: 'DE89370400440532013000', bic: 'COBADEFF', bank: 'Commerzbank' },
  epc_payload: 'BCD\n002\n1\nSCT\nCOBADEFF\nSunrise Loft\nDE89370400440532013000\nEUR120.50\n\n\n2026-5',
  epc_qr: 'data:image/svg+xml;base64,PHN2Zy8+',
};

describe('BankTransfer', () => {
  it('shows every field with a copy button, the pay-by date and the QR code', async () => {
    renderApp(<BankTransfer payment={payment} />);
    expect((await screen.findByTestId('bank-iban')).textContent).toBe('DE89 3704 0044 0532 0130 00');
    expect(screen.getByTestId('bank-reference').textContent).toBe('2026-5');
    for (const f of ['holder', 'iban', 'bic', 'amount', 'reference']) expect(screen.getByTestId(`bank-${f}-copy`)).toBeTruthy();
    expect(screen.getByTestId('bank-pay-by')).toBeTruthy();
    expect(screen.getByTestId('epc-qr').querySelector('img')!.getAttribute('src')).toBe(payment.epc_qr);
  });

  it('says why there is no QR code for dollars', async () => {
    renderApp(<BankTransfer payment={{ ...payment, currency: 'USD', epc_payload: undefined, epc_qr: undefined }} />);
    expect((await screen.findByTestId('epc-qr-none')).textContent).toContain('USD');
  });

  it('writes amounts as bank forms take them', () => {
    expect([plainAmount(12050), plainAmount(1), plainAmount(40000)]).toEqual(['120.50', '0.01', '400.00']);
  });
});
