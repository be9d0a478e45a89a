import { Button, Descriptions, Drawer, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../lib/useTranslation';
import { AssetAmount, formatTime } from '../../receive/index';
import { FilePreview } from '../components/FilePreview';
import { ReasonModal, type ReasonValues } from '../components/ReasonModal';
import { ApproveModal } from './ApproveModal';
import { decideTopup, type OpsTopup, useStatementLink } from './api';

const money = (value: string | null, currency: string) =>
  value === null ? '—' : <AssetAmount value={value} asset={currency} />;

function Statement({ topup }: { topup: OpsTopup }) {
  const link = useStatementLink(topup.id);
  return (
    <FilePreview
      link={link}
      file={topup.statement}
      testId={{
        figure: 'ops-topup-statement',
        pdf: 'ops-topup-statement-pdf',
        image: 'ops-topup-statement-image',
      }}
    />
  );
}

/** One top-up: the claim, the paying account, the statement inline, and (while submitted) the decision. */
export function TopupDrawer(p: {
  topup: OpsTopup | null;
  onChange: (t: OpsTopup) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const topup = p.topup;
  const submitted = topup?.status === 'submitted';
  return (
    <Drawer
      open={topup !== null}
      onClose={p.onClose}
      width={720}
      title={t('ops.topups.detailTitle')}
      data-testid="ops-topup-drawer"
      extra={
        submitted && (
          <Space>
            <Button danger onClick={() => setRejecting(true)} data-testid="ops-topup-reject">
              {t('ops.topups.reject')}
            </Button>
            <Button type="primary" onClick={() => setApproving(true)} data-testid="ops-topup-approve">
              {t('ops.topups.approve')}
            </Button>
          </Space>
        )
      }
    >
      {topup && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              { key: 'merchant', label: t('ops.topups.merchant'), children: topup.merchant_name },
              {
                key: 'reference',
                label: t('ops.topups.reference'),
                children: <code>{topup.reference}</code>,
              },
              {
                key: 'status',
                label: t('ops.topups.statusFilter'),
                children: <Tag data-testid="ops-topup-status">{t(`status.${topup.status}`)}</Tag>,
              },
              {
                key: 'claimed',
                label: t('ops.topups.claimed'),
                children: money(topup.amount, topup.currency),
              },
              {
                key: 'received',
                label: t('ops.topups.received'),
                children: money(topup.amount_received, topup.currency),
              },
              {
                key: 'difference',
                label: t('ops.topups.difference'),
                children: money(topup.difference, topup.currency),
              },
              { key: 'fee', label: t('ops.topups.fee'), children: money(topup.fee, topup.currency) },
              {
                key: 'credited',
                label: t('ops.topups.credited'),
                children: money(topup.credited, topup.currency),
              },
              { key: 'valueDate', label: t('ops.topups.valueDate'), children: topup.value_date },
              {
                key: 'payer',
                label: t('ops.topups.payer'),
                children: `${topup.bank_account.bank_name} · ${topup.bank_account.account_name} · ${topup.bank_account.account_number_masked}`,
              },
              { key: 'created', label: t('ops.topups.created'), children: formatTime(topup.created_at) },
              { key: 'decidedBy', label: t('ops.topups.decidedBy'), children: topup.decided_by ?? '—' },
              { key: 'reason', label: t('ops.topups.reason'), children: topup.reason ?? '—' },
            ]}
          />
          <Statement topup={topup} />
        </Space>
      )}
      <ApproveModal
        topup={approving ? topup : null}
        onClose={() => setApproving(false)}
        onDone={(next) => p.onChange(next)}
      />
      <ReasonModal
        open={rejecting}
        title={t('ops.topups.rejectTitle')}
        hint={t('ops.topups.rejectHint')}
        okText={t('ops.topups.reject')}
        danger
        onClose={() => setRejecting(false)}
        onSubmit={async (values: ReasonValues) =>
          p.onChange(await decideTopup(topup?.id ?? '', { approve: false, reason: values.reason }))
        }
      />
    </Drawer>
  );
}
