import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Money } from '@/components/ui/money';
import { changeLanguage } from '@/lib/i18n/i18n';
import { renderApp } from '@/testing/render-app';
import { formatAmount, formatCurrency } from './currency';
import { parseCents } from './parse-cents';

const nbsp = '\u00a0';

describe('currency formatting follows the viewer language, not the currency', () => {
  it('writes euros the English way for an English reader and the German way for a German one', () => {
    expect(formatCurrency(123450, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatCurrency(123450, 'EUR', 'de')).toBe(`1.234,50${nbsp}€`);
    expect(formatAmount(123450, 'EUR', 'en')).toBe('1,234.50');
    expect(formatAmount(123450, 'EUR', 'de')).toBe('1.234,50');
  });
  it('writes dollars the German way for a German reader', () => {
    expect(formatCurrency(123450, 'USD', 'de')).toBe(`1.234,50${nbsp}$`);
    expect(formatAmount(5, 'USD', 'de')).toBe('0,05');
    expect(formatAmount(100000000, 'USD', 'en')).toBe('1,000,000.00');
  });
  it.each(['ar', 'zh', 'de', 'en', 'es', 'fr', 'hu', 'it', 'ja', 'nl', 'pl', 'pt', 'ro', 'ru', 'sv', 'sk', 'th', 'tr'])(
    'gives a money field in %s a text it reads back',
    (lang) => {
      expect(parseCents(formatAmount(123456, 'EUR', lang))).toBe(123456);
      expect(parseCents(formatAmount(99, 'EUR', lang))).toBe(99);
    },
  );
});

describe('Money', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });
  it('shows the currency icon beside the amount in the viewer language', async () => {
    await act(() => changeLanguage('en'));
    const { unmount } = renderApp(<Money cents={123450} currency="EUR" />);
    expect(await screen.findByText('1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'EUR' })).toHaveAttribute('data-currency', 'EUR');
    unmount();
    await act(() => changeLanguage('de'));
    renderApp(<Money cents={123450} currency="USD" />);
    expect(await screen.findByText('1.234,50')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'USD' })).toHaveAttribute('data-currency', 'USD');
  });
});
