import type { Payout } from '@mc/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/queryClient';
import { ModalProvider } from '../../../shell/ModalProvider';
import { topupInstructions } from '../../../test/fiatInstructions';
import { logInAs, ownerInfo, withoutPermissions } from '../../../test/merchantInfo';
import { renderRoute } from '../../../test/renderRoute';
import ConvertPage from './ConvertPage';

const conversion: Payout = {
  id: '0b6c1c1e-6a43-4b0e-9f41-3c1f8a1d2e01',
  kind: 'fiat_conversion',
  status: 'completed',
  asset: 'USD',
  network: null,
  amount: '100.00',
  fee: '0.50',
  total: '100.50',
  address: null,
  payee_name: null,
  new_address: false,
  remark: '',
  tx_hash: null,
  fiat_currency: 'USDT',
  fiat_amount: '99.800000',
  bank_account: null,
  rate: '0.998',
  failure_reason: null,
  approval: null,
  created_at: '2026-11-30T08:00:00.000Z',
  updated_at: '2026-11-30T08:00:00.000Z',
  completed_at: '2026-11-30T08:00:00.000Z',
  created_by: null,
};

const answers: Record<string, unknown> = {
  '/fiat/topups/instructions': topupInstructions(['USD', 'US Dollar']),
  '/fiat/balances': { assets: [] },
  '/balances': { assets: [] },
  '/payouts/fiat-conversions': { items: [conversion], has_more: false, next_cursor: null },
};

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (route: { path: string }) => {
    if (route.path in answers) return answers[route.path];
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

const renderPage = () =>
  renderRoute(
    <ModalProvider>
      <ConvertPage />
    </ModalProvider>,
    '/fiat/withdrawToCrypto',
  );

describe('/fiat/withdrawToCrypto', () => {
  beforeEach(async () => {
    await setLanguage('en');
    queryClient.clear();
    vi.mocked(call).mockClear();
  });

  it('lists the conversions so far below the form: amount, fee, rate, the crypto credited, status', async () => {
    logInAs(ownerInfo);
    renderPage();
    const list = await screen.findByTestId('fiat-conversions');
    expect(list.textContent).toContain('Conversions');
    const [row] = await within(list).findAllByTestId(/^fiat-conversion-row/);
    expect(row?.textContent).toContain('100.00');
    expect(row?.textContent).toContain('0.998');
    expect(within(row as HTMLElement).getByTestId('conversion-credited').textContent).toBe('99.80 USDT');
    expect(
      within(row as HTMLElement)
        .getByTestId('payout-status')
        .getAttribute('data-status'),
    ).toBe('completed');
  });

  it('shows no list to a role that may not read payouts, and does not ask for it', async () => {
    logInAs(withoutPermissions(['payouts.read']));
    renderPage();
    await screen.findByTestId('withdraw-form');
    expect(screen.queryByTestId('fiat-conversions')).toBeNull();
    expect(vi.mocked(call).mock.calls.some(([route]) => route.path === '/payouts/fiat-conversions')).toBe(
      false,
    );
  });
});
