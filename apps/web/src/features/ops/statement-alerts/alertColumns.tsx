import type { StatementProblem } from '@mc/contract';
import { type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { LongId } from '../../../components/LongId';
import { formatTime } from '../../receive/index';
import type { OpsStatementAlert } from '../api';
import { twoLines } from '../components/TwoLines';

/** What does not add up, one line per problem, in the page's language. */
function Problems({ a, t }: { a: OpsStatementAlert; t: TFunction }) {
  const line = (p: StatementProblem) => t(`ops.statementAlerts.problem.${p.kind}`, { ...p });
  return (
    <ul className="mc-ops-alert-problems" data-testid="ops-statement-alert-reason">
      {a.problems.map((p) => (
        <li key={`${p.asset}-${p.kind}`} data-kind={p.kind}>
          <Typography.Text type={p.kind === 'balance_after_breaks' ? 'warning' : 'danger'}>
            {line(p)}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** The merchant's name above its id (shortened, copied whole). */
function Merchant({ a }: { a: OpsStatementAlert }) {
  return twoLines(
    <Typography.Text
      strong
      ellipsis={{ tooltip: a.merchant_name }}
      data-testid="ops-statement-alert-merchant"
    >
      {a.merchant_name}
    </Typography.Text>,
    <LongId value={a.merchant_id} head={8} tail={4} testId="ops-statement-alert-merchant-id" />,
  );
}

/** A time as its day above its time of day. */
const when = (iso: string) => {
  const [day = '', time = ''] = formatTime(iso).split(' ');
  return twoLines(<span className="mc-ops-alert-nowrap">{day}</span>, time);
};

/** The alert whole on a phone: merchant, month, what differs, when last seen and how many runs saw it. */
function Card({ a, t, month }: { a: OpsStatementAlert; t: TFunction; month: ReactNode }) {
  return (
    <div className="mc-ops-alert-card">
      <Merchant a={a} />
      {month}
      <Problems a={a} t={t} />
      <Typography.Text type="secondary" className="mc-ops-small">
        {t('ops.statementAlerts.lastSeen')} {formatTime(a.last_seen_at)} ·{' '}
        <span data-testid="ops-statement-alert-runs">
          {t('ops.statementAlerts.runsCount', { count: a.runs })}
        </span>
      </Typography.Text>
    </div>
  );
}

/**
 * The columns of the alerts list; on a phone one column holds each alert whole (nothing to scroll
 * sideways for).
 */
export function alertColumns(
  t: TFunction,
  wide: boolean,
  resolved: boolean,
): TableColumnsType<OpsStatementAlert> {
  const month = (a: OpsStatementAlert) => (
    <span className="mc-ops-num" data-testid="ops-statement-alert-month">
      {a.month}
    </span>
  );
  if (!wide)
    return [
      {
        key: 'alert',
        title: t('ops.statementAlerts.alert'),
        render: (_, a) => <Card a={a} t={t} month={month(a)} />,
      },
    ];
  return [
    {
      key: 'merchant',
      title: t('ops.statementAlerts.merchant'),
      width: 220,
      render: (_, a) => <Merchant a={a} />,
    },
    { key: 'month', title: t('ops.statementAlerts.month'), width: 90, render: (_, a) => month(a) },
    { key: 'reason', title: t('ops.statementAlerts.reason'), render: (_, a) => <Problems a={a} t={t} /> },
    {
      key: 'first',
      title: t('ops.statementAlerts.firstSeen'),
      width: 116,
      render: (_, a) => when(a.first_seen_at),
    },
    {
      key: 'last',
      title: t('ops.statementAlerts.lastSeen'),
      width: 116,
      render: (_, a) => when(a.last_seen_at),
    },
    {
      key: 'runs',
      title: t('ops.statementAlerts.runs'),
      width: 90,
      align: 'right',
      render: (_, a) => (
        <span className="mc-ops-num" data-testid="ops-statement-alert-runs">
          {a.runs}
        </span>
      ),
    },
    ...(resolved
      ? [
          {
            key: 'resolved',
            title: t('ops.statementAlerts.resolvedAt'),
            width: 116,
            render: (_: unknown, a: OpsStatementAlert) => (a.resolved_at ? when(a.resolved_at) : null),
          },
        ]
      : []),
  ];
}
