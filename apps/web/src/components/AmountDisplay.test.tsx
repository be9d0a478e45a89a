import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amountSign, displayAmount } from '../lib/money';
import { AmountDisplay } from './AmountDisplay';

describe('the one rule of amounts', () => {
  it('shows every asset with at least 2 decimals and no trailing zeros beyond them, cut to its decimals', () => {
    expect(displayAmount('-100.000000')).toBe('-100.00');
    expect(displayAmount('1234.500000')).toBe('1,234.50');
    expect(displayAmount('0.123400')).toBe('0.1234');
    expect(displayAmount('12.00')).toBe('12.00');
    expect(displayAmount('0.1234567', 2, 6)).toBe('0.123456');
  });

  it('a balance card, a list, the activity and the money page show the same text', () => {
    render(<AmountDisplay value="-100.000000" currency="USDT" decimals={6} />);
    expect(screen.getByTestId('amount').textContent).toBe('-100.00 USDT');
  });

  it('signs and colours a movement: credits "+" green, debits "-" red, nothing neither', () => {
    expect(amountSign('5.00')).toBe('credit');
    expect(amountSign('-5.00')).toBe('debit');
    expect(amountSign('-0.000000')).toBe('zero');
    render(
      <>
        <AmountDisplay value="25.000000" signed testId="in" />
        <AmountDisplay value="-25.000000" signed testId="out" />
        <AmountDisplay value="0.000000" signed testId="none" />
      </>,
    );
    expect(screen.getByTestId('in').textContent).toBe('+25.00');
    expect(screen.getByTestId('in').className).toContain('success');
    expect(screen.getByTestId('out').textContent).toBe('-25.00');
    expect(screen.getByTestId('out').className).toContain('danger');
    expect(screen.getByTestId('none').textContent).toBe('0.00');
    expect(screen.getByTestId('none').getAttribute('data-sign')).toBe('zero');
  });
});
