import type { HistoryBalance } from '@mc/contract';
import { Tag } from 'antd';
import { useTranslation } from '../../lib/useTranslation';
import { historyBalanceLabel } from './historyLabels';

const COLOR: Record<HistoryBalance, string> = { available: 'green', settlement: 'blue', frozen: 'orange' };

/** Which of the merchant's balances a row moved, as a small tag. */
export function BalanceTag({ balance }: { balance: HistoryBalance }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={COLOR[balance]}
      className="mc-history-balance-tag"
      data-testid="history-balance"
      data-balance={balance}
    >
      {historyBalanceLabel(t, balance)}
    </Tag>
  );
}
