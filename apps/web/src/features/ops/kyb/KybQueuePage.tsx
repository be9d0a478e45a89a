import { type KybReviewStatus, kybReviewStatuses } from '@mc/contract';
import { Button, Card, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListFooter } from '../../../components/ListFooter';
import { formatTime } from '../../receive/time';
import { type KybItem, useKybQueue } from '../api';
import { KybReviewDrawer } from './KybReviewDrawer';
import { KYB_COLOR } from './kybStatus';

const isReviewStatus = (v: string | null): v is KybReviewStatus => kybReviewStatuses.some((s) => s === v);

/** /ops/kyb: submissions to review (pending first by default), each opened in a review drawer. */
export default function KybQueuePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: KybReviewStatus | 'all' = raw === 'all' ? 'all' : isReviewStatus(raw) ? raw : 'pending';
  const query = useKybQueue(status === 'all' ? {} : { status });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const open = params.get('submission');
  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });

  const columns: TableColumnsType<KybItem> = [
    { key: 'company', title: t('ops.kyb.company'), dataIndex: 'company_name', ellipsis: true },
    { key: 'merchant', title: t('ops.kyb.merchant'), dataIndex: 'merchant_name', ellipsis: true },
    {
      key: 'registration',
      title: t('ops.kyb.registration'),
      dataIndex: 'registration_number',
      ellipsis: true,
    },
    { key: 'files', title: t('ops.kyb.files'), dataIndex: 'file_count', width: 90, align: 'right' },
    {
      key: 'submitted',
      title: t('ops.kyb.submitted'),
      width: 170,
      render: (_, s) => formatTime(s.submitted_at),
    },
    {
      key: 'status',
      title: t('ops.kyb.status'),
      width: 110,
      render: (_, s) => <Tag color={KYB_COLOR[s.status]}>{t(`ops.kyb.statusLabel.${s.status}`)}</Tag>,
    },
    {
      key: 'actions',
      title: t('ops.common.actions'),
      width: 90,
      fixed: 'right',
      render: (_, s) => (
        <Button
          size="small"
          type="primary"
          ghost
          onClick={() => update({ submission: s.id })}
          data-testid="ops-kyb-open"
        >
          {t('ops.common.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card className="mc-ops-card">
      <div className="mc-ops-filters">
        <Select
          style={{ width: 160 }}
          value={status}
          onChange={(v) => update({ status: v === 'pending' ? null : v })}
          options={[
            ...kybReviewStatuses.map((s) => ({ value: s, label: t(`ops.kyb.statusLabel.${s}`) })),
            { value: 'all', label: t('ops.common.all') },
          ]}
          aria-label={t('ops.kyb.statusFilter')}
          data-testid="ops-kyb-status"
        />
      </div>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 960 }}
        onRow={(s) => ({ 'data-testid': `ops-kyb-${s.id}` }) as object}
        data-testid="ops-kyb-table"
      />
      <ListFooter
        count={rows.length}
        hasMore={Boolean(query.hasNextPage)}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        testId="ops-kyb"
      />
      <KybReviewDrawer id={open} onClose={() => update({ submission: null })} />
    </Card>
  );
}
