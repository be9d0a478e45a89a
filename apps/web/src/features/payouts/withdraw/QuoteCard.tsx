import { ReloadOutlined } from '@ant-design/icons';
import type { FiatQuote } from '@mc/contract';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount } from '../../receive/AssetAmount';
import { PayoutSummary } from '../PayoutSummary';
import { spreadPercent } from './quoteClock';

interface Props {
  quote: FiatQuote;
  /** Seconds until the quote expires (0: expired). */
  secondsLeft: number;
  /** Why the quote can no longer be used, from the server (expired, used...). */
  problem?: string;
  refreshing: boolean;
  onRefresh: () => void;
  onConfirm: () => void;
  /** The confirm button's text (a withdrawal's by default). */
  confirmLabel?: string;
}

/** A quote: the market rate, spread, rate applied, fee and what arrives, with its countdown. */
export function QuoteCard({
  quote,
  secondsLeft,
  problem,
  refreshing,
  onRefresh,
  onConfirm,
  confirmLabel,
}: Props) {
  const { t } = useTranslation();
  const usable = secondsLeft > 0 && !problem;
  return (
    <Card
      size="small"
      title={t('payout.withdraw.quoteTitle')}
      className="mc-payout-quote"
      data-testid="quote-card"
      data-state={usable ? 'valid' : 'expired'}
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <QuoteFigures quote={quote} />
        {usable ? (
          <Typography.Text type="secondary" className="mc-payout-countdown" data-testid="quote-countdown">
            {t('payout.withdraw.expiresIn', { seconds: secondsLeft })}
          </Typography.Text>
        ) : (
          <Alert
            type="warning"
            showIcon
            title={problem ?? t('payout.withdraw.expired')}
            data-testid="quote-expired"
          />
        )}
        <Space wrap>
          <Button type="primary" disabled={!usable} onClick={onConfirm} data-testid="quote-confirm">
            {confirmLabel ?? t('payout.withdraw.confirm')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            loading={refreshing}
            onClick={onRefresh}
            data-testid="quote-refresh"
          >
            {t('payout.withdraw.refreshQuote')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}

/** What a quote debits and what arrives: crypto to fiat, or fiat to crypto. */
export const quoteSides = (quote: Pick<FiatQuote, 'direction' | 'asset' | 'currency'>) =>
  quote.direction === 'to_crypto'
    ? { from: quote.currency, to: quote.asset }
    : { from: quote.asset, to: quote.currency };

/** The figures of a quote (also in the confirmation dialog). */
export function QuoteFigures({ quote }: { quote: FiatQuote }) {
  const { t } = useTranslation();
  const { from, to } = quoteSides(quote);
  return (
    <PayoutSummary
      testId="quote-figures"
      rows={[
        {
          key: 'amount',
          label: t('payout.withdraw.amount'),
          value: <AssetAmount value={quote.amount} asset={from} />,
        },
        {
          key: 'mid',
          label: t('payout.withdraw.midRate'),
          value: t('payout.withdraw.rateValue', { from, to, rate: quote.mid_rate }),
        },
        { key: 'spread', label: t('payout.withdraw.spread'), value: spreadPercent(quote.spread_bps) },
        {
          key: 'rate',
          label: t('payout.withdraw.rate'),
          value: t('payout.withdraw.rateValue', { from, to, rate: quote.rate }),
        },
        {
          key: 'fee',
          label: t('payout.withdraw.fee'),
          value: <AssetAmount value={quote.fee} asset={from} />,
        },
        {
          key: 'arrives',
          label: t('payout.withdraw.arrives'),
          value: (
            <strong data-testid="quote-arrives">
              <AssetAmount value={quote.arrives} asset={to} />
            </strong>
          ),
        },
      ]}
    />
  );
}
