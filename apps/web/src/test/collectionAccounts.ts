import type { CollectionAccount, CollectionAccountDetail, CollectionDeposit } from '@mc/contract';

/** A collection account of the customer Lin Mei (USDT on TRC20): one transfer this month, 25 USDT. */
export const collectionAccount: CollectionAccount = {
  id: '7c1a5a0e-4f9b-4d3e-9a51-2b8f0c6d1e20',
  customer_name: 'Lin Mei',
  customer_ref: 'CUST-0001',
  email: 'lin.mei@example.com',
  asset: 'USDT',
  network: 'TRC20',
  address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  expected_amount: '25.000000',
  remark: null,
  status: 'active',
  payment_url: 'http://127.0.0.1:8181/batch/transfer?account=7c1a5a0e-4f9b-4d3e-9a51-2b8f0c6d1e20',
  this_month: { month: '2026-11', deposits: 1, amount: '25.000000' },
  total_received: '75.000000',
  deposit_count: 3,
  last_deposit_at: '2026-11-03T02:00:00.000Z',
  created_at: '2026-09-01T08:00:00.000Z',
};

/** One transfer to the account: the receipt order it became. */
export function collectionDeposit(over: Partial<CollectionDeposit> = {}): CollectionDeposit {
  return {
    order_id: '0b6f6a52-7d1c-4e0e-9c41-3f0e8f9a1b2c',
    merchant_order_no: 'CUST-0001-202611-1',
    amount: '25.000000',
    status: 'completed',
    exception_reason: null,
    tx_hash: '0x9f2c4a7e1b3d5f60718293a4b5c6d7e8f9012345',
    from_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    confirmations: 3,
    confirmations_required: 3,
    month: '2026-11',
    seen_at: '2026-11-03T02:00:00.000Z',
    ...over,
  };
}

/** The account with two transfers this month: the first credited, the second held (repeat_in_month). */
export const collectionAccountDetail: CollectionAccountDetail = {
  ...collectionAccount,
  this_month: { month: '2026-11', deposits: 2, amount: '50.000000' },
  deposits: [
    collectionDeposit({
      order_id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      merchant_order_no: 'CUST-0001-202611-2',
      status: 'exception',
      exception_reason: 'repeat_in_month',
      tx_hash: '0x1111222233334444555566667777888899990000',
      seen_at: '2026-11-20T02:00:00.000Z',
    }),
    collectionDeposit(),
  ],
};
