import type { MoneyAssetSummary } from '@mc/contract';
import { Alert, Card, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { AmountDisplay } from '../../components/AmountDisplay';
import { ListTable } from '../../components/list/ListTable';
import { useTranslation } from '../../lib/useTranslation';
import { formatTime } from '../receive/index';
import { type MoneySummary, useMoneySummary } from './api';
import { latestRateTime } from './rates';

type Bucket = 'available' | 'frozen' | 'settlement' | 'deposit' | 'total';
const BUCKETS: Bucket[] = ['available', 'frozen', 'settlement', 'deposit', 'total'];

function columns(t: TFunction): TableColumnsType<MoneyAssetSummary> {
  return [
    {
      title: t('money.summary.asset'),
      key: 'asset',
      fixed: 'left',
      render: (_, r) => (
        <span className="mc-money-asset" data-testid="money-asset" data-asset={r.asset}>
          <Typography.Text strong>{r.asset}</Typography.Text>
          <Tag bordered={false}>{t(`money.summary.kind.${r.kind}`)}</Tag>
        </span>
      ),
    },
    ...BUCKETS.map((bucket) => ({
      title: t(`money.summary.${bucket}`),
      key: bucket,
      align: 'right' as const,
      render: (_: unknown, r: MoneyAssetSummary) => (
        <span data-testid={`money-${bucket}`} data-value={r[bucket]}>
          <AmountDisplay value={r[bucket]} decimals={r.decimals} />
        </span>
      ),
    })),
    {
      title: t('money.summary.usdValue'),
      key: 'usd',
      align: 'right',
      render: (_, r) => (
        <span data-testid="money-usd" data-value={r.usd_value ?? ''}>
          {r.usd_value === null ? (
            <Typography.Text type="secondary">{t('money.summary.noRate')}</Typography.Text>
          ) : (
            <AmountDisplay value={r.usd_value} decimals={2} currency="USD" />
          )}
        </span>
      ),
    },
  ];
}

function TotalLine({ summary }: { summary: MoneySummary }) {
  const { t } = useTranslation();
  const ratesAt = latestRateTime(summary.rates);
  return (
    <div className="mc-money-total">
      <div>
        <Typography.Text type="secondary">{t('money.summary.totalUsd')}</Typography.Text>
        <div className="mc-money-total-value" data-testid="money-total-usd" data-value={summary.total_usd}>
          <AmountDisplay value={summary.total_usd} decimals={2} currency="USD" />
        </div>
      </div>
      <div className="mc-money-rates" data-testid="money-rates">
        {ratesAt && (
          <Typography.Text type="secondary" data-testid="money-rates-time">
            {t('money.summary.ratesAt', { time: formatTime(ratesAt) })}
          </Typography.Text>
        )}
        {summary.rates.map((r) => (
          <Typography.Text key={r.base} type="secondary" className="mc-money-rate" data-testid="money-rate">
            {t('money.summary.rate', { asset: r.base, rate: r.rate })}
          </Typography.Text>
        ))}
        <Typography.Text type="secondary" className="mc-money-rate">
          {t('money.summary.readAt', { time: formatTime(summary.as_of) })}
        </Typography.Text>
      </div>
    </div>
  );
}

/** Every asset's buckets (crypto and fiat) with its worth in USD, and the total at the rates' time. */
export function FundsSummary() {
  const { t } = useTranslation();
  const summary = useMoneySummary();
  const data = summary.data;
  return (
    <Card title={t('money.summary.title')} data-testid="money-summary" loading={summary.isLoading}>
      {data && <TotalLine summary={data} />}
      {data && data.unpriced.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="mc-money-unpriced"
          data-testid="money-unpriced"
          message={t('money.summary.unpriced', { assets: data.unpriced.join(', ') })}
        />
      )}
      <ListTable<MoneyAssetSummary>
        rowKey="asset"
        size="small"
        columns={columns(t)}
        rows={data?.assets ?? []}
        scrollX="max-content"
        emptyText={t('money.summary.empty')}
        rowTestId="money-row"
        testId="money-assets"
      />
    </Card>
  );
}
