import { auditActions, type CryptoAsset, cryptoAssets, isMessageKey, t as message } from '@mc/contract';
import { type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { FilterBar } from '../../../components/filters/FilterBar';
import { type FilterField, selectFilter } from '../../../components/filters/filterFields';
import { LongId } from '../../../components/LongId';
import { ListPage } from '../../../components/list/ListPage';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { ASSET_DECIMALS, displayAmount } from '../../receive/amounts';
import { formatTime } from '../../receive/time';
import { type AuditFilters, type AuditItem, useAudit, useOperators } from '../api';
import { auditAmount } from '../payouts/payoutView';

const TARGETS = [
  'operator',
  'merchant',
  'receipt_order',
  'kyb_submission',
  'payout',
  'platform_setting',
  'fiat_topup',
  'fiat_currency',
  'bank_file',
  'bank_credit',
] as const;
const TRANSLATED_VALUES = new Set(['command line', 'password', 'totp', 'disabled']);
const PAYOUT_KINDS = new Set(['remittance', 'fiat_withdrawal']);
const isPayoutAction = (action: string) => action.startsWith('payout_');
const isAsset = (v: unknown): v is CryptoAsset => cryptoAssets.some((a) => a === v);
const isTarget = (v: string | null): v is (typeof TARGETS)[number] => TARGETS.some((x) => x === v);

/** /ops/audit: every operator action, newest first, filtered by operator and action. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>({});
  const operators = useOperators();
  const list = useAudit(filters);

  const lang = useLang();
  const label = (key: string, e: AuditItem) => {
    const name = key === 'kind' && isPayoutAction(e.action) ? 'payout_kind' : key;
    return i18n.exists(`ops.audit.detailKey.${name}`) ? t(`ops.audit.detailKey.${name}`) : key;
  };
  const value = (key: string, v: string | number | boolean | null, e: AuditItem): string => {
    if (typeof v === 'boolean') return t(v ? 'ops.audit.value.yes' : 'ops.audit.value.no');
    if (v === null) return '—';
    const text = String(v);
    if ((key === 'via' || key === 'why') && TRANSLATED_VALUES.has(text)) return t(`ops.audit.value.${text}`);
    if (isPayoutAction(e.action)) {
      if (key === 'kind' && PAYOUT_KINDS.has(text)) return t(`ops.audit.value.${text}`);
      const asset = e.detail.asset;
      if (key === 'total' && isAsset(asset))
        return `${displayAmount(auditAmount(text, ASSET_DECIMALS[asset]))} ${asset}`;
      if (key === 'from' || key === 'to') return `${displayAmount(text)} USD`;
    }
    const kind = `kyb_kind_${text}`;
    if (key === 'kind' && isMessageKey(kind)) return message(kind, lang);
    if (key === 'status_before' && i18n.exists(`status.${text}`)) return t(`status.${text}`);
    return text;
  };

  const who = (e: AuditItem) => {
    if (e.operator_email) return e.operator_email;
    if (e.action === 'login_failed') return t('ops.audit.unknownAccount');
    return t('ops.audit.commandLine');
  };

  const columns: TableColumnsType<AuditItem> = [
    { key: 'time', title: t('ops.audit.time'), width: 170, render: (_, e) => formatTime(e.created_at) },
    {
      key: 'operator',
      title: t('ops.audit.operator'),
      width: 210,
      render: (_, e) => <Typography.Text ellipsis={{ tooltip: who(e) }}>{who(e)}</Typography.Text>,
    },
    {
      key: 'action',
      title: t('ops.audit.action'),
      width: 150,
      render: (_, e) => <span data-action={e.action}>{t(`ops.audit.actionLabel.${e.action}`)}</span>,
    },
    {
      key: 'target',
      title: t('ops.audit.target'),
      width: 180,
      render: (_, e) =>
        e.target_type === 'platform_setting' ? (
          t('ops.audit.targetType.platform_setting')
        ) : e.target_id ? (
          <span>
            {isTarget(e.target_type) ? t(`ops.audit.targetType.${e.target_type}`) : e.target_type}
            <Typography.Text type="secondary" className="mc-ops-sub">
              <LongId value={e.target_id} head={8} tail={4} testId="audit-target-id" />
            </Typography.Text>
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'detail',
      title: t('ops.audit.detail'),
      render: (_, e) => (
        <dl className="mc-ops-detail">
          {Object.entries(e.detail).map(([k, v]) => (
            <div key={k}>
              <dt>{label(k, e)}</dt>
              <dd>{value(k, v, e)}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    { key: 'ip', title: t('ops.audit.ip'), width: 130, render: (_, e) => e.ip ?? '—' },
  ];

  const fields: FilterField<AuditFilters>[] = [
    selectFilter(
      'operator_id',
      (operators.data?.items ?? []).map((o) => ({ value: o.operator_id, label: o.email })),
      {
        all: t('ops.audit.allOperators'),
        label: t('ops.audit.operator'),
        testId: 'ops-audit-operator',
        width: 260,
      },
    ),
    selectFilter(
      'action',
      auditActions.map((a) => ({ value: a, label: t(`ops.audit.actionLabel.${a}`) })),
      {
        all: t('ops.audit.allActions'),
        label: t('ops.audit.action'),
        testId: 'ops-audit-action',
        width: 200,
      },
    ),
  ];

  return (
    <ListPage<AuditItem>
      frame="card"
      above={<FilterBar fields={fields} value={filters} onChange={setFilters} />}
      list={list}
      columns={columns}
      scrollX={1100}
      testId="ops-audit-table"
      footerTestId="ops-audit"
    />
  );
}
