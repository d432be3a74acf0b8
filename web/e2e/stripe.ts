import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Stripe's signature scheme: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`. */
export function stripeSignature(payload: string, secret: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')}`;
}

/**
 * Pays the store order on the page by card: the button goes to Stripe Checkout (answered here, no network), then
 * Stripe's signed event arrives, delivered twice as Stripe may, and the order reads paid online. Answers its id.
 */
export async function payStoreOrderByCard(page: Page, base: string, webhookSecret: string): Promise<number> {
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const total = Number(await page.getByTestId('store-order-total').getAttribute('data-cents'));
  await page.route(/^https:\/\/checkout\.stripe\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Stripe Checkout</title>checkout' }));
  await page.getByTestId('store-pay-card').click();
  await page.waitForURL(/^https:\/\/checkout\.stripe\.com\//);
  const payload = JSON.stringify({
    id: `evt_store_${id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: `cs_store_${id}`, object: 'checkout.session', client_reference_id: `store-${id}`, amount_total: total, currency: 'eur', payment_status: 'paid' } },
  });
  for (let i = 0; i < 2; i++) {
    // delivered twice, as Stripe may: applied once
    const res = await fetch(`${base}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'Stripe-Signature': stripeSignature(payload, webhookSecret), 'Content-Type': 'application/json' },
      body: payload,
    });
    expect(res.status, await res.text()).toBeLessThan(300);
  }
  await page.goto(`${base}/store/orders/${id}?payment=success`);
  await expect.poll(() => page.getByTestId('order-status').first().getAttribute('data-status')).toBe('paid_online');
  return id;
}
