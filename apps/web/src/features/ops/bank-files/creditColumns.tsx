import type { BankCreditState } from '@mc/contract';
import { Button, Space, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { LongId } from '../../../components/LongId';
import { AssetAmount, formatTime } from '../../receive/index';
import { twoLines } from '../components/TwoLines';
import type { BankCredit } from './api';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** What became of a credit once handled: the top-up it was matched to (and by whom), or why it was set aside. */
function Outcome({ c, t }: { c: BankCredit; t: TFunction }) {
  if (c.state === 'matched')
    return twoLines(
      c.topup_id ? <LongId value={c.topup_id} head={8} tail={4} testId="ops-bank-credit-topup" /> : '—',
      c.matched_by ? t(`ops.bankCredits.matchedBy.${c.matched_by}`) : '',
    );
  if (c.state === 'dismissed')
    return (
      <Typography.Text ellipsis={{ tooltip: c.note }} data-testid="ops-bank-credit-note">
        {c.note ?? '—'}
      </Typography.Text>
    );
  return dash;
}

/** The actions on a credit that waits: match it to a top-up, or set it aside. */
export interface CreditActions {
  match: (c: BankCredit) => void;
  dismiss: (c: BankCredit) => void;
}

/** The columns of the credits list of a state; an unmatched credit's last column holds its actions. */
export function creditColumns(
  t: TFunction,
  state: BankCreditState,
  actions: CreditActions,
): TableColumnsType<BankCredit> {
  return [
    {
      key: 'received',
      title: t('ops.bankCredits.received'),
      width: 110,
      render: (_, c) => {
        const [day = '', time = ''] = formatTime(c.received_at).split(' ');
        return twoLines(<span className="mc-ops-bank-nowrap">{day}</span>, time);
      },
    },
    {
      key: 'amount',
      title: t('ops.bankCredits.amount'),
      width: 130,
      align: 'right',
      render: (_, c) => <AssetAmount value={c.amount} asset={c.currency} />,
    },
    { key: 'payer', title: t('ops.bankCredits.payer'), width: 170, render: (_, c) => c.payer || '—' },
    {
      key: 'reference',
      title: t('ops.bankCredits.reference'),
      width: 170,
      render: (_, c) => (c.reference ? <code className="mc-ops-break">{c.reference}</code> : dash),
    },
    {
      key: 'miss',
      title: t('ops.bankCredits.miss'),
      width: 190,
      render: (_, c) =>
        c.miss ? (
          <Typography.Text type="warning" data-testid="ops-bank-credit-miss" data-miss={c.miss}>
            {t(`ops.bankCredits.missLabel.${c.miss}`)}
          </Typography.Text>
        ) : (
          dash
        ),
    },
    {
      key: 'merchant',
      title: t('ops.bankCredits.merchant'),
      width: 150,
      render: (_, c) =>
        c.merchant_id ? (
          <LongId value={c.merchant_id} head={8} tail={4} testId="ops-bank-credit-merchant" />
        ) : (
          dash
        ),
    },
    {
      key: 'actions',
      title: state === 'unmatched' ? t('ops.common.actions') : t('ops.bankCredits.outcome'),
      width: 170,
      fixed: 'right',
      render: (_, c) =>
        c.state === 'unmatched' ? (
          <Space size={6}>
            <Button
              size="small"
              type="primary"
              ghost
              onClick={() => actions.match(c)}
              data-testid="ops-bank-credit-match"
            >
              {t('ops.bankCredits.match')}
            </Button>
            <Button
              size="small"
              danger
              onClick={() => actions.dismiss(c)}
              data-testid="ops-bank-credit-dismiss"
            >
              {t('ops.bankCredits.dismiss')}
            </Button>
          </Space>
        ) : (
          <Outcome c={c} t={t} />
        ),
    },
  ];
}
