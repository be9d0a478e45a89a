/** Sample rows of the export demo; amounts are decimal strings, as on the wire. */
export interface SampleOrder {
  order: string;
  asset: string;
  amount: string;
  status: string;
  created: string;
}

export const sampleOrders: SampleOrder[] = [
  {
    order: 'R-20250425-001',
    asset: 'USDC',
    amount: '1250.000000',
    status: 'paid',
    created: '2025-04-25 10:12:03',
  },
  {
    order: 'R-20250425-002',
    asset: 'USDT',
    amount: '89.500000',
    status: 'unpaid',
    created: '2025-04-25 11:40:51',
  },
  {
    order: 'R-20250425-003',
    asset: 'USDC',
    amount: '0.010000',
    status: 'expired',
    created: '2025-04-25 12:05:17',
  },
  {
    order: 'R-20250426-004',
    asset: 'USDT',
    amount: '15000.000000',
    status: 'completed',
    created: '2025-04-26 09:30:44',
  },
  {
    order: 'R-20250426-005',
    asset: 'USDC',
    amount: '42.424242',
    status: 'exception',
    created: '2025-04-26 16:22:08',
  },
];

export const orderFields: (keyof SampleOrder)[] = ['order', 'asset', 'amount', 'status', 'created'];
