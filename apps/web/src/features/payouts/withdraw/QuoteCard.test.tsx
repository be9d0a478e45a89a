import type { FiatQuote } from '@mc/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { Providers } from '../../../test/AppProviders';
import { useCountdown } from '../../auth/useCountdown';
import { QuoteCard } from './QuoteCard';
import { quoteLifetimeSeconds } from './quoteClock';

const quote: FiatQuote = {
  id: '6f1c3f4e-2f0a-4d43-9a53-1d7f1c0b2a11',
  direction: 'to_fiat',
  asset: 'USDT',
  amount: '100.000000',
  currency: 'USD',
  mid_rate: '0.9998',
  spread_bps: 30,
  rate: '0.99680006',
  fee: '0.100000',
  fiat_amount: '99.58',
  arrives: '99.58',
  totp_required: true,
  approval_required: false,
  expires_at: '2030-01-01T00:00:30.000Z',
  created_at: '2030-01-01T00:00:00.000Z',
};

/** The page's wiring: the countdown starts with the quote's lifetime when it arrives. */
function Harness({ onConfirm }: { onConfirm: () => void }) {
  const countdown = useCountdown();
  return (
    <>
      <button type="button" onClick={() => countdown.start(quoteLifetimeSeconds(quote))}>
        quoted
      </button>
      <QuoteCard
        quote={quote}
        secondsLeft={countdown.left}
        refreshing={false}
        onRefresh={() => undefined}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('quote card', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    await setLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the figures and counts down 30 s, then turns the confirm button off', () => {
    const onConfirm = vi.fn();
    render(
      <Providers>
        <Harness onConfirm={onConfirm} />
      </Providers>,
    );
    fireEvent.click(screen.getByText('quoted'));
    expect(screen.getByTestId('quote-countdown').textContent).toBe('Quote expires in 30 s');
    expect(screen.getByTestId('summary-spread').textContent).toBe('0.30%');
    expect(screen.getByTestId('summary-rate').textContent).toBe('1 USDT = 0.99680006 USD');
    expect(screen.getByTestId('quote-arrives').textContent).toContain('99.58');

    act(() => {
      vi.advanceTimersByTime(12_000);
    });
    expect(screen.getByTestId('quote-countdown').textContent).toBe('Quote expires in 18 s');
    fireEvent.click(screen.getByTestId('quote-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    act(() => {
      vi.advanceTimersByTime(18_000);
    });
    expect(screen.queryByTestId('quote-countdown')).toBeNull();
    expect(screen.getByTestId('quote-expired').textContent).toContain('The quote has expired');
    expect((screen.getByTestId('quote-confirm') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('quote-refresh') as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers a new quote when the server refused this one', () => {
    render(
      <Providers>
        <QuoteCard
          quote={quote}
          secondsLeft={20}
          problem="This quote was already used"
          refreshing={false}
          onRefresh={() => undefined}
          onConfirm={() => undefined}
        />
      </Providers>,
    );
    expect(screen.getByTestId('quote-expired').textContent).toContain('This quote was already used');
    expect((screen.getByTestId('quote-confirm') as HTMLButtonElement).disabled).toBe(true);
  });
});
