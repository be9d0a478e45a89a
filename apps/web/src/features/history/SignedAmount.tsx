import { Typography } from 'antd';
import { AssetAmount } from '../receive/index';

/**
 * A signed amount: green with "+" when it adds to the balance, red when it takes from it. `testId`
 * names what it is (the row's amount, its net).
 */
export function SignedAmount({
  value,
  asset,
  testId = 'history-amount',
}: {
  value: string;
  asset?: string;
  testId?: string;
}) {
  const negative = value.trim().startsWith('-');
  const zero = !/[1-9]/.test(value);
  return (
    <Typography.Text
      type={zero ? undefined : negative ? 'danger' : 'success'}
      className="mc-history-amount"
      data-testid={testId}
      data-value={value}
    >
      {!negative && !zero && '+'}
      <AssetAmount value={value} asset={asset} />
    </Typography.Text>
  );
}
