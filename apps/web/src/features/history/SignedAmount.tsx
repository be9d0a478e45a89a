import { AmountDisplay } from '../../components/AmountDisplay';

/**
 * A signed amount: green with "+" when it adds to the balance, red with "-" when it takes from it,
 * as every page shows a movement (the console's one `AmountDisplay`). `testId` names what it is
 * (the row's amount, its net).
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
  return <AmountDisplay value={value} currency={asset} signed testId={testId} />;
}
