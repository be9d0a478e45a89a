import type { ChainNetworkStatus, SenderBalance } from '@mc/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../lib/http/client';
import { call } from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { Providers } from '../../../test/AppProviders';
import { opsQueryClient } from '../api';
import NetworksPage from './NetworksPage';

const checked = '2026-11-30T08:00:00.000Z';
const sender = (s: Partial<SenderBalance> & Pick<SenderBalance, 'sender' | 'asset'>): SenderBalance => ({
  address: '0x00000000000000000000000000000000000000a1',
  balance: '100000.000000',
  threshold: null,
  threshold_source: null,
  low: false,
  low_since: null,
  checked_at: checked,
  ...s,
});

const network = (code: string, rail: 'evm' | 'simulated', senders: SenderBalance[]): ChainNetworkStatus => ({
  code,
  name: code,
  rail,
  ok: true,
  last_ok_at: checked,
  failing_since: null,
  last_error: null,
  head: '120',
  confirmations_required: 12,
  scan_lag: rail === 'evm' ? 0 : null,
  confirming: { count: 0, oldest_seen_at: null },
  sends_waiting: { count: 0, oldest_created_at: null },
  nodes: [],
  senders,
});

// ERC20's hot wallet is low on USDC (500 below the operator's 1000); its ETH and the gas tank are not.
const erc20 = network('ERC20', 'evm', [
  sender({
    sender: 'hot',
    asset: 'USDC',
    balance: '500.000000',
    threshold: '1000.000000',
    threshold_source: 'operator',
    low: true,
    low_since: checked,
  }),
  sender({ sender: 'hot', asset: 'ETH', balance: '9999.5', threshold: '0.05', threshold_source: 'settings' }),
  sender({ sender: 'gas_tank', asset: 'ETH', balance: '10000' }),
]);

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (route: { path: string }) => {
    if (route.path === '/ops/networks')
      return { items: [erc20, network('TRC20', 'simulated', [])], checked_at: checked };
    if (route.path === '/ops/networks/:code/low-balance-thresholds') return { items: erc20.senders };
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

function renderPage() {
  opsQueryClient.clear();
  const router = createMemoryRouter([{ path: '/ops/networks', element: <NetworksPage /> }], {
    initialEntries: ['/ops/networks'],
  });
  render(
    <QueryClientProvider client={opsQueryClient}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(call).mockClear();
});

describe('/ops/networks: the senders’ balances', () => {
  it.each([
    ['cn', '余额不足', '热钱包 · USDC', '阈值 1,000.00'],
    ['en', 'Low', 'Hot wallet · USDC', 'threshold 1,000.00'],
  ] as const)('marks a low balance against its threshold (%s)', async (lang, low, name, threshold) => {
    await setLanguage(lang);
    renderPage();
    const usdc = await screen.findByTestId('ops-sender-ERC20-hot-USDC');
    expect(usdc.dataset.low).toBe('true');
    expect(within(usdc).getByTestId('ops-sender-low-ERC20-hot-USDC').textContent).toBe(low);
    expect(usdc.textContent).toContain(name);
    expect(usdc.textContent).toContain(threshold);
    expect(within(usdc).getByTestId('ops-sender-balance-ERC20-hot-USDC').textContent).toBe('500.00');
    // the others are not marked
    for (const id of ['ERC20-hot-ETH', 'ERC20-gas_tank-ETH']) {
      expect(screen.getByTestId(`ops-sender-${id}`).dataset.low).toBe('false');
      expect(screen.queryByTestId(`ops-sender-low-${id}`)).toBeNull();
    }
    expect(screen.queryByTestId('ops-network-senders-TRC20')).toBeNull();
  });

  it('sets a threshold of the network; an emptied one of an operator goes back to the settings', async () => {
    await setLanguage('en');
    renderPage();
    fireEvent.click(await screen.findByTestId('ops-thresholds-edit-ERC20'));
    const usdc = await screen.findByTestId('ops-threshold-ERC20-hot-USDC');
    expect((usdc as HTMLInputElement).value).toBe('1000.000000');
    fireEvent.change(usdc, { target: { value: '' } });
    fireEvent.change(screen.getByTestId('ops-threshold-ERC20-gas_tank-ETH'), { target: { value: '0.5' } });
    fireEvent.click(screen.getByTestId('ops-thresholds-save'));
    await waitFor(() =>
      expect(
        vi.mocked(call).mock.calls.find(([r]) => r.path === '/ops/networks/:code/low-balance-thresholds'),
      ).toEqual([
        expect.objectContaining({ path: '/ops/networks/:code/low-balance-thresholds' }),
        { hot: { USDC: null }, gas_tank: { ETH: '0.5' } },
        { params: { code: 'ERC20' } },
      ]),
    );
  });
});
