import type { ChainReconciliation, ReconciliationRow } from '@mc/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { Providers } from '../../../test/AppProviders';
import { opsQueryClient } from '../api';
import ReconciliationPage from './ReconciliationPage';

const row = (over: Partial<ReconciliationRow>): ReconciliationRow => ({
  network: 'ERC20',
  asset: 'USDC',
  on_chain: '0.000000',
  wallets: '0.000000',
  deposit_addresses: '0.000000',
  addresses: 1,
  ledger: '100.000000',
  difference: '-100.000000',
  explained: [
    { item: 'deposits_unconfirmed', amount: '0.000000', count: 0 },
    { item: 'sends_unbooked', amount: '0.000000', count: 0 },
    { item: 'reorged_unresolved', amount: '-100.000000', count: 1 },
  ],
  unexplained: '0.000000',
  ok: true,
  error: null,
  ...over,
});

let report: ChainReconciliation;

beforeEach(() => {
  vi.spyOn(client, 'call').mockImplementation((async (route: { path: string }) => {
    if (route.path === '/ops/chain-reconciliation') return report;
    throw new Error(`unexpected call ${route.path}`);
  }) as never);
});

function renderPage() {
  opsQueryClient.clear();
  const router = createMemoryRouter([{ path: '/ops/reconciliation', element: <ReconciliationPage /> }], {
    initialEntries: ['/ops/reconciliation'],
  });
  render(
    <QueryClientProvider client={opsQueryClient}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </QueryClientProvider>,
  );
}

describe('/ops/reconciliation', () => {
  beforeEach(async () => {
    report = {
      at: '2026-11-30T08:00:00.000Z',
      ok: false,
      rows: [
        row({}),
        row({
          asset: 'USDT',
          on_chain: '5.000000',
          wallets: '5.000000',
          ledger: '0.000000',
          difference: '5.000000',
          explained: [],
          unexplained: '5.000000',
          ok: false,
        }),
      ],
    };
  });

  it('shows per network and asset the chain, the ledger, what explains the difference and flags what is unexplained (en)', async () => {
    await setLanguage('en');
    renderPage();
    const usdc = await screen.findByTestId('ops-reconciliation-item-ERC20-USDC-reorged_unresolved');
    expect(usdc.textContent).toContain('Reorganised deposits not resolved (1)');
    expect(usdc.textContent).toContain('-100');
    expect(screen.getByTestId('ops-reconciliation-ledger-ERC20-USDC').textContent).toContain('100');
    expect(screen.getByTestId('ops-reconciliation-unexplained-ERC20-USDC').dataset.ok).toBe('true');
    const usdt = screen.getByTestId('ops-reconciliation-unexplained-ERC20-USDT');
    expect(usdt.dataset.ok).toBe('false');
    expect(usdt.textContent).toContain('Check');
    expect(usdt.textContent).toContain('5');
    expect(screen.getByTestId('ops-reconciliation-alert').textContent).toContain('Something is unexplained');
  });

  it('speaks Chinese by default', async () => {
    await setLanguage('cn');
    report = { ...report, ok: true, rows: [row({})] };
    renderPage();
    const usdc = await screen.findByTestId('ops-reconciliation-item-ERC20-USDC-reorged_unresolved');
    expect(usdc.textContent).toContain('链重组撤回未处理的充值（1 笔）');
    expect(screen.getByTestId('ops-reconciliation-unexplained-ERC20-USDC').textContent).toContain('一致');
    expect(screen.queryByTestId('ops-reconciliation-alert')).toBeNull();
  });
});
