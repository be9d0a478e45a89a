import type { KybSubmissionSummary } from '@mc/contract';
import { Button, Table, type TableColumnsType, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { formatTime } from '../../receive/time';
import { useKybHistory } from '../api';
import { KybStatusTag } from '../KybStatusTag';
import '../kybMessages';
import '../kyb.css';

/** /kyc-kyb/history: every submission with its status, times and the operator's reason. */
export default function KybHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useKybHistory();
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const columns: TableColumnsType<KybSubmissionSummary> = [
    {
      key: 'submitted',
      title: t('kyb.history.submitted'),
      width: 170,
      render: (_, s) => formatTime(s.submitted_at),
    },
    {
      key: 'company',
      title: t('kyb.history.company'),
      render: (_, s) => (
        <div className="mc-kyb-history-company">
          <span>{s.company_name}</span>
          <Typography.Text type="secondary">
            {t('kyb.history.registration')}: {s.registration_number} · {t('kyb.history.files')}:{' '}
            {s.file_count}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'status',
      title: t('kyb.history.status'),
      width: 160,
      render: (_, s) => <KybStatusTag status={s.status} />,
    },
    {
      key: 'reviewed',
      title: t('kyb.history.reviewed'),
      width: 170,
      render: (_, s) => formatTime(s.reviewed_at),
    },
    {
      key: 'reason',
      title: t('kyb.history.reason'),
      render: (_, s) => (
        <span className="mc-kyb-value" data-testid="kyb-history-reason">
          {s.reject_reason ?? '—'}
        </span>
      ),
    },
  ];

  return (
    <PageContainer
      title={t('kyb.history.title')}
      header={
        <Button onClick={() => navigate('/kyc-kyb')} data-testid="kyb-back">
          {t('kyb.history.back')}
        </Button>
      }
      footer={
        query.hasNextPage ? (
          <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('kyb.history.loadMore')}
          </Button>
        ) : undefined
      }
    >
      <Typography.Paragraph type="secondary">{t('kyb.history.intro')}</Typography.Paragraph>
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 860 }}
        locale={{ emptyText: t('kyb.history.empty') }}
        data-testid="kyb-history"
        onRow={(s) => ({ className: `mc-kyb-row-${s.status}`, 'data-testid': `kyb-history-row-${s.status}` })}
      />
    </PageContainer>
  );
}
