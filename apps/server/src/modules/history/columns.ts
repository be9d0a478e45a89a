/** The columns of a history row as its queries select them. */
export const HISTORY_COLUMNS = `h.id, h.entry_id, h.merchant_id, h.created_at, h.kind, h.type, h.ref_type, h.ref_id,
  h.asset, h.network, h.amount, h.fee, h.balance_after, h.status, h.order_no, h.counterparty, h.tx_hash`;

export type HistoryDbRow = {
  id: bigint;
  entry_id: bigint;
  merchant_id: string;
  created_at: Date;
  kind: string;
  type: string;
  ref_type: string;
  ref_id: string;
  asset: string;
  network: string | null;
  amount: bigint;
  fee: bigint;
  balance_after: bigint;
  status: string;
  order_no: string | null;
  counterparty: string | null;
  tx_hash: string | null;
};
