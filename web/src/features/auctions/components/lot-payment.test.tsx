import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { soldLot } from '../testing/lot';
import { LotPayment } from './lot-payment';

const sold = soldLot({ leading: true, store_order_id: 9, paid: false });

describe('LotPayment', () => {
  it('gives the winner of an unpaid lot "Pay now", to their store order', () => {
    renderApp(<LotPayment lot={sold} />);
    expect(screen.getByTestId('lot-pay-now')).toHaveTextContent('Pay now');
    expect(screen.getByTestId('lot-pay-now')).toHaveAttribute('href', '/store/orders/9');
    expect(screen.getByTestId('lot-payment')).toHaveTextContent('the pigeon becomes yours once it is paid');
    expect(screen.queryByTestId('lot-paid')).toBeNull();
  });

  it('shows "Paid" once the order is paid, and no button', () => {
    renderApp(<LotPayment lot={{ ...sold, paid: true }} />);
    expect(screen.getByTestId('lot-paid')).toHaveTextContent('Paid');
    expect(screen.getByTestId('lot-payment')).toHaveTextContent('The pigeon is yours.');
    expect(screen.queryByTestId('lot-pay-now')).toBeNull();
    expect(screen.getByTestId('lot-order-link')).toHaveAttribute('href', '/store/orders/9');
  });

  it('shows the loft’s staff whether it is paid, without a pay button', () => {
    renderApp(<LotPayment lot={{ ...sold, leading: false }} />);
    expect(screen.getByTestId('lot-unpaid')).toHaveTextContent('Not paid yet');
    expect(screen.queryByTestId('lot-pay-now')).toBeNull();
  });

  it('shows nothing to others (no store order given) and for a lot not sold', () => {
    const { container, unmount } = renderApp(<LotPayment lot={{ ...sold, leading: false, store_order_id: undefined, paid: undefined }} />);
    expect(container.querySelector('[data-testid=lot-payment]')).toBeNull();
    unmount();
    renderApp(<LotPayment lot={{ ...sold, status: 'unsold' }} />);
    expect(screen.queryByTestId('lot-payment')).toBeNull();
  });
});
