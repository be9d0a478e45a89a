import type {
  KybSubmissionSummary,
  Payout,
  ReceiptOrder,
  Topup,
  WebhookEventType,
  WebhookObjectKind,
} from '@mc/contract';
import { webhookKindOf } from '@mc/contract';

/**
 * The sample objects a test event carries: each a valid object of its kind (the REST schema), its
 * status the one the event type names, its ids all zeros so that no receiver mistakes it for a real one.
 */
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const AT = '2026-01-15T08:30:00.000Z';

const order: ReceiptOrder = {
  id: SAMPLE_ID,
  merchant_order_no: 'SAMPLE-0001',
  asset: 'USDT',
  network: 'TRC20',
  amount: '100.00',
  received_amount: '0.00',
  pending_amount: '0.00',
  due_amount: '100.00',
  fee_amount: '0.00',
  status: 'unpaid',
  exception_reason: null,
  deposit_address: 'TSampleDepositAddressXXXXXXXXXXXXX',
  payment_url: 'https://example.com/payment?order=00000000-0000-4000-8000-000000000000',
  description: 'A sample order of a test event',
  payer_email: null,
  expires_at: AT,
  created_at: AT,
  paid_at: null,
  completed_at: null,
  refund_address: null,
  refund_tx_hash: null,
  excess_amount: '0.00',
  excess_outcome: null,
  excess_fee: '0.00',
  excess_refund_address: null,
  excess_refund_tx_hash: null,
  collection_account_id: null,
};

/** An order's events beside its status: the order as it is when each is sent. */
const overpaidOrder = {
  status: 'paid',
  received_amount: '130.00',
  due_amount: '0.00',
  paid_at: AT,
  excess_amount: '30.00',
  excess_outcome: 'credited',
  excess_fee: '0.00',
};
const orderEvents: Record<string, Partial<ReceiptOrder>> = {
  overpaid: overpaidOrder as Partial<ReceiptOrder>,
  overpayment_refunded: {
    ...(overpaidOrder as Partial<ReceiptOrder>),
    status: 'completed',
    completed_at: AT,
    excess_outcome: 'refunded',
    excess_refund_address: 'TSamplePayerAddressXXXXXXXXXXXXXXXX',
  },
};

const payout: Payout = {
  id: SAMPLE_ID,
  kind: 'remittance',
  status: 'pending_approval',
  asset: 'USDT',
  network: 'TRC20',
  amount: '50.00',
  fee: '1.00',
  total: '51.00',
  address: 'TSamplePayeeAddressXXXXXXXXXXXXXXX',
  payee_name: 'Sample payee',
  new_address: false,
  remark: '',
  tx_hash: null,
  fiat_currency: null,
  fiat_amount: null,
  bank_account: null,
  rate: null,
  failure_reason: null,
  approval: null,
  created_at: AT,
  updated_at: AT,
  completed_at: null,
  created_by: null,
};

const topup: Topup = {
  id: SAMPLE_ID,
  reference: 'TU00000000',
  currency: 'USD',
  amount: '1000.00',
  amount_received: null,
  fee: null,
  credited: null,
  value_date: AT.slice(0, 10),
  bank_account: {
    id: SAMPLE_ID,
    bank_name: 'Sample Bank',
    account_name: 'Sample Ltd',
    account_number_masked: '****0000',
  },
  statement: { name: 'statement.pdf', mime: 'application/pdf', size: 1024 },
  status: 'submitted',
  reason: null,
  created_at: AT,
  decided_at: null,
};

const kyb: KybSubmissionSummary = {
  id: SAMPLE_ID,
  merchant_id: SAMPLE_ID,
  merchant_name: 'Sample Ltd',
  status: 'pending',
  company_name: 'Sample Ltd',
  registration_number: '00000000',
  file_count: 2,
  created_at: AT,
  submitted_at: AT,
  reviewed_at: null,
  reject_reason: null,
};

const samples: Record<WebhookObjectKind, Record<string, unknown>> = {
  receipt_order: order,
  collection_transfer: { ...order, collection_account_id: SAMPLE_ID },
  payout,
  topup,
  kyb_submission: kyb,
};

/** The sample object of a test event of `type`, with the status the type names. */
export function sampleObject(type: WebhookEventType): Record<string, unknown> {
  const kind = webhookKindOf(type);
  if (!kind) return { id: SAMPLE_ID, message: 'This is a test event of your webhook endpoint.' };
  const transition = type.slice(kind.length + 1);
  const sample = samples[kind];
  if (transition === 'created') return sample;
  return { ...sample, ...(orderEvents[transition] ?? { status: transition }) };
}
