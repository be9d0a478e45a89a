import type { MoneyAssetFlows } from '@mc/contract';
import { Card, Empty, Segmented, Select, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AmountDisplay } from '../../components/AmountDisplay';
import { ListTable } from '../../components/list/ListTable';
import { useMerchantTimeZone } from '../../lib/useMerchantTimeZone';
import { useTranslation } from '../../lib/useTranslation';
import { useMoneyFlows } from './api';
import { type FlowPoint, flowPoints, hasMovement, netFlow } from './flowSeries';
import { monthOf, recentMonths } from './month';

const INFLOW = '#52c41a';
const OUTFLOW = '#ff4d4f';
const MONTHS_OFFERED = 24;

/** The tooltip of a day: the exact amounts as the API gave them, never the bar heights. */
function DayTip({
  active,
  payload,
  asset,
}: {
  active?: boolean;
  payload?: { payload: FlowPoint }[];
  asset: string;
}) {
  const { t } = useTranslation();
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="mc-money-tip" data-testid="money-flow-tip">
      <div>{point.date}</div>
      <div style={{ color: INFLOW }}>
        {t('money.flows.inflow')}: {point.inflowText} {asset}
      </div>
      <div style={{ color: OUTFLOW }}>
        {t('money.flows.outflow')}: {point.outflowText} {asset}
      </div>
    </div>
  );
}

function AssetChart({ asset }: { asset: MoneyAssetFlows }) {
  const { t } = useTranslation();
  const points = useMemo(() => flowPoints(asset), [asset]);
  if (!hasMovement(asset)) return <Empty description={t('money.flows.empty')} />;
  return (
    <div className="mc-money-chart" data-testid="money-flow-chart" data-asset={asset.asset}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          barGap={0}
          barCategoryGap="12%"
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickLine={false} interval="preserveStartEnd" minTickGap={8} />
          <YAxis width={64} tickLine={false} allowDecimals />
          <Tooltip content={<DayTip asset={asset.asset} />} />
          <Legend />
          <Bar
            dataKey="inflow"
            name={`${t('money.flows.inflow')} (${asset.asset})`}
            fill={INFLOW}
            isAnimationActive={false}
          />
          <Bar
            dataKey="outflow"
            name={`${t('money.flows.outflow')} (${asset.asset})`}
            fill={OUTFLOW}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

function totalsColumns(t: (key: string) => string): TableColumnsType<MoneyAssetFlows> {
  const amount = (testId: string, value: (r: MoneyAssetFlows) => string | null, signed = false) =>
    function render(_: unknown, r: MoneyAssetFlows) {
      const v = value(r);
      return (
        <span data-testid={testId} data-value={v ?? ''}>
          <AmountDisplay value={v ?? ''} decimals={r.decimals} signed={signed} />
        </span>
      );
    };
  return [
    { title: t('money.summary.asset'), dataIndex: 'asset', key: 'asset' },
    {
      title: t('money.flows.inflow'),
      key: 'in',
      align: 'right',
      render: amount('money-flow-in', (r) => r.inflow),
    },
    {
      title: t('money.flows.outflow'),
      key: 'out',
      align: 'right',
      render: amount('money-flow-out', (r) => r.outflow),
    },
    {
      title: t('money.flows.net'),
      key: 'net',
      align: 'right',
      render: amount('money-flow-net', netFlow, true),
    },
  ];
}

/** The month's inflow and outflow per asset: daily bars of one asset at a time, and every asset's totals. */
export function FlowsChart() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const current = useMemo(() => monthOf(new Date(), timeZone), [timeZone]);
  const [month, setMonth] = useState(current);
  const flows = useMoneyFlows(month);
  const assets = flows.data?.assets ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const shown = assets.find((a) => a.asset === picked) ?? assets[0];
  return (
    <Card
      title={t('money.flows.title')}
      data-testid="money-flows"
      loading={flows.isLoading}
      extra={
        <Select
          value={month}
          onChange={setMonth}
          options={recentMonths(current, MONTHS_OFFERED).map((m) => ({ value: m, label: m }))}
          aria-label={t('money.flows.month')}
          style={{ width: 110 }}
          data-testid="money-flow-month"
        />
      }
    >
      {assets.length === 0 ? (
        <Empty description={t('money.flows.empty')} data-testid="money-flow-empty" />
      ) : (
        <>
          <Segmented
            value={shown?.asset}
            onChange={(value) => setPicked(String(value))}
            options={assets.map((a) => ({ value: a.asset, label: a.asset }))}
            data-testid="money-flow-assets"
          />
          {shown && <AssetChart asset={shown} />}
          <ListTable<MoneyAssetFlows>
            rowKey="asset"
            size="small"
            columns={totalsColumns(t)}
            rows={assets}
            scrollX="max-content"
            rowTestId="money-flow-row"
            testId="money-flow-totals"
          />
          {flows.data && (
            <Typography.Text type="secondary" className="mc-money-note">
              {t('money.flows.timezone', { zone: flows.data.timezone })}
            </Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
