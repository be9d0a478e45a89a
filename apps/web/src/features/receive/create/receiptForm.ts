import type { api, CreateReceiptOrderBody, CryptoAsset } from '@mc/contract';
import dayjs from 'dayjs';
import type { RouteData } from '../../../lib/http/types';

export type NetworksData = RouteData<typeof api.networks>;
export type NetworkInfo = NetworksData['networks'][number];

export interface ReceiptFormValues {
  asset: CryptoAsset;
  network: CreateReceiptOrderBody['network'];
  amount: string;
  merchant_order_no: string;
  description?: string;
  payer_email?: string;
  expires_in_minutes: number;
}

export const RECEIPT_FIELDS = [
  'asset',
  'network',
  'amount',
  'merchant_order_no',
  'description',
  'payer_email',
  'expires_in_minutes',
] as const;

/** A suggested merchant order number (the merchant may type their own). */
export function suggestOrderNo(now = dayjs()): string {
  return `R${now.format('YYYYMMDDHHmmss')}${Math.floor(Math.random() * 900 + 100)}`;
}

/** The request body from the form values (possibly still incomplete): empty optional fields are left out. */
export function toBody(values: ReceiptFormValues): CreateReceiptOrderBody {
  const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
  return {
    asset: values.asset,
    network: values.network,
    amount: (values.amount ?? '').trim(),
    merchant_order_no: (values.merchant_order_no ?? '').trim(),
    description: text(values.description),
    payer_email: text(values.payer_email),
    expires_in_minutes: values.expires_in_minutes,
  };
}

/** Networks that carry an asset, with that asset's minimum on each. */
export function networksFor(data: NetworksData | undefined, asset: CryptoAsset | undefined) {
  return (data?.networks ?? []).flatMap((n) => {
    const entry = n.assets.find((a) => a.asset === asset);
    return entry ? [{ network: n, min: entry.min_amount, fee: entry.network_fee }] : [];
  });
}

/** Every asset some network can receive, in the order the server lists them. */
export function receivableAssets(data: NetworksData | undefined): CryptoAsset[] {
  const seen = new Set<CryptoAsset>();
  for (const n of data?.networks ?? []) for (const a of n.assets) seen.add(a.asset);
  return [...seen];
}
