import { bankReasonText, type Payout } from '@mc/contract';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CursorTable } from '../../../components/list/CursorTable';
import { openOnRowClick } from '../../../components/list/openOnRowClick';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { OPEN_PAYOUT_PARAM, PayoutDrawer, payoutColumn } from '../../payouts/index';
import { useBankTransfers } from './api';

/**
 * The merchant's bank transfers, newest first, with their statuses (and why one failed, a bank's
 * rejection code in the merchant's language); a row, or
 * the `?payout=<id>` of a link (the transaction history's), opens its detail.
 */
export function BankTransferList() {
  const { t } = useTranslation();
  const lang = useLang();
  const list = useBankTransfers();
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => params.get(OPEN_PAYOUT_PARAM));
  const columns = useMemo(
    () => [
      payoutColumn.time(t),
      {
        key: 'account',
        title: t('fiatPayouts.remit.account'),
        render: (_: unknown, p: Payout) =>
          p.bank_account ? `${p.bank_account.bank_name} · ${p.bank_account.account_number}` : '—',
      },
      payoutColumn.asset(t),
      payoutColumn.amount(t),
      payoutColumn.fee(t),
      payoutColumn.status(t),
      {
        key: 'reason',
        title: t('fiatPayouts.remit.reason'),
        render: (_: unknown, p: Payout) =>
          p.failure_reason ? bankReasonText(p.failure_reason, lang) : (p.remark ?? '—'),
      },
    ],
    [t, lang],
  );
  return (
    <div data-testid="bank-transfers">
      <Typography.Title level={5}>{t('fiatPayouts.remit.listTitle')}</Typography.Title>
      <CursorTable<Payout>
        list={list}
        columns={columns}
        testId="bank-transfers-table"
        rowTestId="bank-transfer-row"
        rowKey="id"
        scrollX="max-content"
        footer="more"
        onRow={(payout) => ({
          onClick: openOnRowClick(() => setOpenId(payout.id)),
          className: 'mc-payout-row',
        })}
      />
      <PayoutDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
