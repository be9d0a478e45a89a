import { Typography } from 'antd';
import { amountSign, displayAmount, isDecimalString } from '../lib/money';

interface Props {
  /** A decimal string from the API, e.g. "12.500000". */
  value: string;
  currency?: string;
  /** The asset's decimals: the fraction is never shown longer (the console's one rule, `displayAmount`). */
  decimals?: number;
  /** A movement of a balance: "+" and green when it credits, "-" and red when it debits. */
  signed?: boolean;
  testId?: string;
}

/** Shows a money amount from its decimal string (never parsed into a float), by the console's one rule. */
export function AmountDisplay({ value, currency, decimals, signed, testId = 'amount' }: Props) {
  const readable = isDecimalString(value);
  const text = readable ? displayAmount(value, 2, decimals) : '—';
  const sign = signed && readable ? amountSign(value) : 'zero';
  const type = sign === 'credit' ? 'success' : sign === 'debit' ? 'danger' : undefined;
  return (
    <Typography.Text
      type={type}
      className="mc-amount"
      data-testid={testId}
      data-value={value}
      data-sign={sign}
    >
      <span className="mc-amount-value">{sign === 'credit' ? `+${text}` : text}</span>
      {currency && <span className="mc-amount-currency"> {currency}</span>}
    </Typography.Text>
  );
}
