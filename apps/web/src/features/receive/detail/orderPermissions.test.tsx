import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/queryClient';
import { ModalProvider } from '../../../shell/ModalProvider';
import { Providers } from '../../../test/AppProviders';
import { logInAs, ownerInfo, userInfo } from '../../../test/merchantInfo';
import type { ReceiptOrderDetail } from '../api';
import { OrderActions } from './OrderActions';
import { OrderSummary } from './OrderSummary';

const order = {
  id: '0b6f6a52-7d1c-4e0e-9c41-3f0e8f9a1b2c',
  merchant_order_no: 'ORD-1',
  status: 'exception',
  exception_reason: null,
  asset: 'USDT',
  network: 'TRC20',
  amount: '10.000000',
  received_amount: '12.000000',
  pending_amount: '0.000000',
  due_amount: '0.000000',
  fee_amount: '0.100000',
  description: '',
  payer_email: null,
  created_at: '2026-11-01T00:00:00.000Z',
  expires_at: '2026-11-01T01:00:00.000Z',
  paid_at: null,
  completed_at: null,
  refund_address: null,
  refund_tx_hash: null,
  created_by: { id: 'u1', name: 'Ada Owner', email: 'owner@example.com' },
} as unknown as ReceiptOrderDetail;

function show(node: ReactNode) {
  render(
    <QueryClientProvider client={queryClient}>
      <Providers>
        <ModalProvider>{node}</ModalProvider>
      </Providers>
    </QueryClientProvider>,
  );
}

describe('an order for roles with and without its permissions', () => {
  beforeEach(async () => {
    queryClient.clear();
    await setLanguage('en');
  });

  it('offers accept and refund to a role with orders.create and orders.refund', () => {
    logInAs(ownerInfo);
    show(<OrderActions order={order} />);
    expect(screen.getByTestId('order-accept')).toBeTruthy();
    expect(screen.getByTestId('order-refund')).toBeTruthy();
  });

  it('hides what the role lacks: refund without orders.refund, everything for a viewer', () => {
    logInAs(userInfo(['orders.read', 'orders.create']));
    show(<OrderActions order={order} />);
    expect(screen.getByTestId('order-accept')).toBeTruthy();
    expect(screen.queryByTestId('order-refund')).toBeNull();
    queryClient.clear();
    logInAs(userInfo(['orders.read']));
    show(<OrderActions order={{ ...order, status: 'unpaid' }} />);
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('says who created it: name (email)', () => {
    logInAs(ownerInfo);
    show(<OrderSummary order={order} />);
    expect(screen.getByText('Created by')).toBeTruthy();
    expect(screen.getByTestId('order-created-by').textContent).toBe('Ada Owner (owner@example.com)');
  });

  it('"系统" when the platform opened it (cn label 创建人)', async () => {
    await setLanguage('cn');
    logInAs(ownerInfo);
    show(<OrderSummary order={{ ...order, created_by: null }} />);
    expect(screen.getByText('创建人')).toBeTruthy();
    expect(screen.getByTestId('order-created-by').textContent).toBe('系统');
  });
});
