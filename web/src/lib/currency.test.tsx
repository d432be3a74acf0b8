import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from '@/components/ui/money';
import { formatAmount, formatCurrency } from './currency';

const nbsp = '\u00a0';

describe('currency formatting (cents in)', () => {
  it('formats EUR the German way', () => {
    expect(formatCurrency(123450, 'EUR')).toBe(`1.234,50${nbsp}€`);
    expect(formatAmount(123450, 'EUR')).toBe('1.234,50');
    expect(formatAmount(5, 'EUR')).toBe('0,05');
  });
  it('formats USD the English way', () => {
    expect(formatCurrency(123450, 'USD')).toBe('$1,234.50');
    expect(formatAmount(123450, 'USD')).toBe('1,234.50');
    expect(formatAmount(100000000, 'USD')).toBe('1,000,000.00');
  });
  it('does not depend on the user language', () => {
    expect(formatAmount(99, 'EUR')).toBe('0,99');
    expect(formatAmount(99, 'USD')).toBe('0.99');
  });
});

describe('Money', () => {
  it('shows the euro icon beside a German amount', () => {
    render(<Money cents={25000} currency="EUR" />);
    expect(screen.getByRole('img', { name: 'EUR' })).toHaveAttribute('data-currency', 'EUR');
    expect(screen.getByText('250,00')).toBeInTheDocument();
  });
  it('shows the dollar icon beside an English amount', () => {
    render(<Money cents={25000} currency="USD" />);
    expect(screen.getByRole('img', { name: 'USD' })).toHaveAttribute('data-currency', 'USD');
    expect(screen.getByText('250.00')).toBeInTheDocument();
  });
});
