import { Typography } from 'antd';
import { formatDecimal } from '../lib/money';

interface Props {
  /** A decimal string from the API, e.g. "12.500000". */
  value: string;
  currency?: string;
  decimals?: number;
  /** Green for positive, red for negative amounts. */
  signed?: boolean;
}

/** Shows a money amount from its decimal string (never parsed into a float). */
export function AmountDisplay({ value, currency, decimals, signed }: Props) {
  const text = formatDecimal(value, decimals) ?? '—';
  const negative = text.startsWith('-');
  const type = signed ? (negative ? 'danger' : 'success') : undefined;
  const shown = signed && !negative && text !== '—' && !/^[0.,]*$/.test(text) ? `+${text}` : text;
  return (
    <Typography.Text type={type} className="mc-amount" data-testid="amount">
      <span className="mc-amount-value">{shown}</span>
      {currency && <span className="mc-amount-currency"> {currency}</span>}
    </Typography.Text>
  );
}
