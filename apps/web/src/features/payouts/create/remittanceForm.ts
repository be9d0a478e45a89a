import {
  type ChainNetwork,
  type CryptoAsset,
  remittancePreviewQuery,
  remittanceRemark,
  toMinor,
} from '@mc/contract';
import type { RemittancePreview, RemittanceTarget } from '../api';

export type RecipientMode = 'address' | 'payee';

export interface RemittanceFormValues {
  asset?: CryptoAsset;
  network?: ChainNetwork;
  amount?: string;
  recipient: RecipientMode;
  address?: string;
  payee_id?: string;
  remark?: string;
}

/** Fields a 422 of the create call may name: they belong to this form. */
export const REMITTANCE_FIELDS = ['asset', 'network', 'amount', 'address', 'payee_id', 'remark'] as const;

/** What the remittance pays (without the secrets), from the form values as they are. */
export function toRequest(values: Partial<RemittanceFormValues>) {
  const byPayee = values.recipient === 'payee';
  const address = values.address?.trim();
  const remark = values.remark ?? '';
  return {
    asset: values.asset as CryptoAsset,
    network: values.network as ChainNetwork,
    amount: (values.amount ?? '').trim(),
    ...(byPayee ? { payee_id: values.payee_id || undefined } : { address: address || undefined }),
    ...(remark.trim() ? { remark } : {}),
  };
}
export type RemittanceRequest = ReturnType<typeof toRequest>;

/** The preview's query when the values are complete and well-formed, else null (nothing to ask). */
export function previewTarget(values: Partial<RemittanceFormValues>): RemittanceTarget | null {
  const { remark: _remark, ...target } = toRequest(values);
  if (!remittancePreviewQuery.safeParse(target).success) return null;
  if (!remittanceRemark.safeParse(values.remark ?? '').success) return null;
  return target;
}

/** True when what leaves the balance (amount + fee) is more than what is available. */
export function exceedsAvailable(preview: Pick<RemittancePreview, 'total' | 'available'>, decimals = 6) {
  const total = toMinor(preview.total, decimals);
  const available = toMinor(preview.available, decimals);
  return total !== null && available !== null && total > available;
}

/** True when the preview answers for these very values (the form may have moved on). */
export function previewMatches(preview: RemittancePreview | undefined, target: RemittanceTarget | null) {
  if (!preview || !target) return false;
  const same = toMinor(preview.amount, 6) === toMinor(target.amount, 6);
  return same && preview.asset === target.asset && preview.network === target.network;
}
