import { Descriptions } from 'antd';
import type { ReactNode } from 'react';

export interface SummaryRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/** The figures of a payout as label/value rows (confirmation dialogs, quote card, detail drawer). */
export function PayoutSummary({ rows, testId }: { rows: SummaryRow[]; testId?: string }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      className="mc-payout-summary"
      data-testid={testId}
      items={rows.map((r) => ({
        key: r.key,
        label: r.label,
        children: <span data-testid={`summary-${r.key}`}>{r.value}</span>,
      }))}
    />
  );
}
