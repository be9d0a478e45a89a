import type { Payout } from '@mc/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../lib/http/client';
import { setLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/queryClient';
import { renderRoute } from '../../../test/renderRoute';
import { PayoutDrawer } from './PayoutDrawer';

const failed: Payout = {
  id: 'p1',
  kind: 'bank_transfer',
  status: 'failed',
  asset: 'USD',
  network: null,
  amount: '100.00',
  fee: '5.00',
  total: '105.00',
  address: null,
  payee_name: 'Jane Doe',
  new_address: false,
  remark: '',
  tx_hash: null,
  fiat_currency: null,
  fiat_amount: null,
  bank_account: {
    id: null,
    account_name: 'Jane Doe',
    bank_name: 'Example Bank',
    account_number: 'DE89370400440532013000',
    swift_code: 'EXAMDEFF',
    country: 'DE',
  },
  rate: null,
  failure_reason: 'AC01 IBAN invalid',
  approval: null,
  created_at: '2026-11-30T08:00:00.000Z',
  updated_at: '2026-11-30T09:00:00.000Z',
  completed_at: null,
};

beforeEach(() => {
  queryClient.clear();
  vi.spyOn(client, 'call').mockResolvedValue(failed);
});

describe("a payout's failure reason", () => {
  it.each([
    ['cn', '收款账号有误 (AC01: IBAN invalid)'],
    ['en', 'The account number is incorrect (AC01: IBAN invalid)'],
  ] as const)("reads a bank's rejection code in the merchant's language (%s)", async (lang, text) => {
    await setLanguage(lang);
    renderRoute(<PayoutDrawer id="p1" onClose={() => undefined} />, '/fiat/withdraw');
    const failure = await screen.findByTestId('payout-failure');
    expect(failure.textContent).toContain(text);
  });
});
