import { Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { LongId } from '../../../components/LongId';
import { useTranslation } from '../../../lib/useTranslation';
import { displayAmount } from '../../receive/amounts';
import { formatTime } from '../../receive/time';
import type { OpsPayout } from '../api';
import { isOverdue, PAYOUT_COLOR, waitedParts, waitedSince } from './payoutView';

/** The current time, advancing every 30 s (for waiting times). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function PayoutStatusTag({ payout: p }: { payout: OpsPayout }) {
  const { t } = useTranslation();
  return (
    <Tag color={PAYOUT_COLOR[p.status]} data-status={p.status}>
      {t(`status.${p.status}`)}
    </Tag>
  );
}

export function KindTag({ payout: p }: { payout: OpsPayout }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={{ remittance: 'blue', bank_transfer: 'cyan' }[p.kind as string] ?? 'purple'}
      data-kind={p.kind}
    >
      {t(`ops.payouts.kindLabel.${p.kind}`)}
    </Tag>
  );
}

/**
 * Where the money goes: a chain address (flagged when new), a bank account, or the other side of a
 * conversion at a rate.
 */
export function Destination({ payout: p, long }: { payout: OpsPayout; long?: boolean }) {
  const { t } = useTranslation();
  const bank = p.bank_account;
  if (bank) {
    return (
      <div className="mc-ops-two-lines" data-testid="ops-payout-bank">
        <span>
          {bank.account_name} · {bank.account_number}
        </span>
        <Typography.Text type="secondary" className="mc-ops-small">
          {bank.bank_name} · {bank.swift_code} · {bank.country}
        </Typography.Text>
      </div>
    );
  }
  if (p.kind === 'fiat_withdrawal' || p.kind === 'fiat_conversion') {
    return (
      <div className="mc-ops-two-lines">
        <span>
          {p.fiat_amount ? displayAmount(p.fiat_amount) : '—'} {p.fiat_currency ?? ''}
        </span>
        <Typography.Text type="secondary" className="mc-ops-small">
          {t('ops.payouts.rateOf', { rate: p.rate ?? '—', asset: p.asset, currency: p.fiat_currency ?? '' })}
        </Typography.Text>
      </div>
    );
  }
  return (
    <Space size={4} wrap>
      {p.address ? <LongId value={p.address} head={long ? 14 : 6} tail={long ? 10 : 4} /> : '—'}
      {p.new_address && (
        <Tag color="orange" data-testid="ops-payout-new-address">
          {t('ops.payouts.newAddress')}
        </Tag>
      )}
      {p.payee_name && <Typography.Text type="secondary">{p.payee_name}</Typography.Text>}
    </Space>
  );
}

/** How long a waiting payout has waited; for a decided one, who decided and when. */
export function WaitOrDecision({ payout: p, now }: { payout: OpsPayout; now: number }) {
  const { t } = useTranslation();
  if (p.status === 'pending_approval') {
    const waited = waitedSince(p.created_at, now);
    const text = waitedParts(waited)
      .map((part) => t(`ops.payouts.waited.${part.key}`, { count: part.count }))
      .join(' ');
    return (
      <Typography.Text type={isOverdue(waited) ? 'warning' : undefined} data-testid="ops-payout-waited">
        {text}
      </Typography.Text>
    );
  }
  if (!p.approval?.decided_at) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <div className="mc-ops-two-lines">
      <Typography.Text ellipsis={{ tooltip: p.approval.operator_email }}>
        {p.approval.operator_email ?? '—'}
      </Typography.Text>
      <Typography.Text type="secondary" className="mc-ops-small">
        {formatTime(p.approval.decided_at)}
      </Typography.Text>
    </div>
  );
}
