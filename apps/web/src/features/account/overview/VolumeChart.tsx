import { Card, Empty, Space, Typography } from 'antd';
import { DEFAULT_TIME_ZONE } from '../../../lib/timeZones';
import { useTranslation } from '../../../lib/useTranslation';
import { displayAmount, sumAmounts } from '../../receive/amounts';
import type { OverviewData } from './useOverview';
import { axisLabel, barScale, volumeSeries } from './volume';

const ASSET_COLOR: Record<string, string> = { USDC: '#2775ca', USDT: '#26a17b' };
const WIDTH = 600;
const HEIGHT = 160;
const BAR_GAP = 4;

/** Received volume per day over the last 30 days: stacked SVG bars per asset (no chart library). */
export function VolumeChart({ data }: { data: OverviewData | undefined }) {
  const { t } = useTranslation();
  const rows = data?.daily_volume ?? [];
  const zone = data?.timezone ?? DEFAULT_TIME_ZONE;
  // the card shows its skeleton until the answer comes: no days to draw before
  const series = data ? volumeSeries(rows, data.today) : [];
  const scale = barScale(series);
  const assets = [...new Set(['USDC', 'USDT', ...rows.map((r) => r.asset)])];
  const slot = WIDTH / series.length;
  const label = (i: number) => axisLabel(i, series.length, WIDTH);
  const totals = assets.map((asset) => ({
    asset,
    total: sumAmounts(
      rows.filter((r) => r.asset === asset).map((r) => r.amount),
      6,
    ),
  }));

  return (
    <Card
      title={t('dashboard.volume')}
      loading={!data}
      style={{ height: '100%' }}
      data-testid="overview-volume"
    >
      <Space size={20} wrap style={{ marginBottom: 12 }}>
        {totals.map(({ asset, total }) => (
          <span key={asset} className="mc-chart-legend" data-testid={`volume-total-${asset}`}>
            <i style={{ background: ASSET_COLOR[asset] ?? '#8c8c8c' }} />
            {asset} <strong>{displayAmount(total)}</strong>
          </span>
        ))}
      </Space>
      {rows.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.volumeEmpty')} />
      )}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`}
        className="mc-chart"
        role="img"
        aria-label={t('dashboard.volume')}
        style={{ display: rows.length === 0 ? 'none' : undefined }}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="rgba(0,0,0,0.15)" />
        {series.map((day, i) => {
          let top = HEIGHT;
          const tip = [day.day, ...assets.map((a) => `${a} ${displayAmount(day.amounts[a] ?? '0')}`)].join(
            '\n',
          );
          return (
            <g key={day.day} data-day={day.day}>
              <title>{tip}</title>
              <rect x={i * slot} y={0} width={slot} height={HEIGHT} fill="transparent" />
              {assets.map((asset) => {
                const h = scale(day.amounts[asset]) * (HEIGHT - 8);
                if (h <= 0) return null;
                top -= h;
                return (
                  <rect
                    key={asset}
                    x={i * slot + BAR_GAP / 2}
                    y={top}
                    width={slot - BAR_GAP}
                    height={Math.max(h, 1)}
                    rx={2}
                    fill={ASSET_COLOR[asset] ?? '#8c8c8c'}
                  />
                );
              })}
              {label(i) && (
                <text
                  x={label(i)?.x}
                  y={HEIGHT + 14}
                  textAnchor={label(i)?.anchor}
                  className="mc-chart-label"
                >
                  {day.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* the days are the merchant's (settings), named under the chart */}
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="volume-zone">
        {zone}
      </Typography.Text>
    </Card>
  );
}
