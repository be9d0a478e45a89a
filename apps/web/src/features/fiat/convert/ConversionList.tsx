import type { Payout } from '@mc/contract';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CursorTable } from '../../../components/list/CursorTable';
import { openOnRowClick } from '../../../components/list/openOnRowClick';
import { useTranslation } from '../../../lib/useTranslation';
import { OPEN_PAYOUT_PARAM, PayoutDrawer, payoutColumn } from '../../payouts/index';
import { AssetAmount } from '../../receive/index';
import { useFiatConversions } from './api';

/**
 * The merchant's conversions of fiat to crypto, newest first: what left the fiat balance, the fee, the
 * rate, the crypto credited and the status; a row, or the `?payout=<id>` of a link, opens its detail.
 */
export function ConversionList() {
  const { t } = useTranslation();
  const list = useFiatConversions();
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => params.get(OPEN_PAYOUT_PARAM));
  const columns = useMemo(
    () => [
      payoutColumn.time(t),
      payoutColumn.asset(t),
      payoutColumn.amount(t),
      payoutColumn.fee(t),
      {
        key: 'rate',
        title: t('payout.col.rate'),
        align: 'right' as const,
        render: (_: unknown, p: Payout) => p.rate ?? '—',
      },
      {
        key: 'credited',
        title: t('fiatPayouts.convert.credited'),
        align: 'right' as const,
        render: (_: unknown, p: Payout) =>
          p.fiat_amount ? (
            <strong data-testid="conversion-credited">
              <AssetAmount value={p.fiat_amount} asset={p.fiat_currency ?? undefined} />
            </strong>
          ) : (
            '—'
          ),
      },
      payoutColumn.status(t),
    ],
    [t],
  );
  return (
    <div data-testid="fiat-conversions" style={{ maxWidth: 1040, marginTop: 24 }}>
      <Typography.Title level={5}>{t('fiatPayouts.convert.listTitle')}</Typography.Title>
      <CursorTable<Payout>
        list={list}
        columns={columns}
        testId="fiat-conversions-table"
        rowTestId="fiat-conversion-row"
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
