import type { KybSubmissionSummary } from '@mc/contract';
import { Button, type TableColumnsType, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../components/list/ListPage';
import { useTranslation } from '../../../lib/useTranslation';
import { formatTime } from '../../receive/time';
import { useKybHistory } from '../api';
import { KybStatusTag } from '../KybStatusTag';
import '../kyb.css';

/** /kyc-kyb/history: every submission with its status, times and the operator's reason. */
export default function KybHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useKybHistory();
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
    <ListPage<KybSubmissionSummary>
      title={t('kyb.history.title')}
      actions={
        <Button onClick={() => navigate('/kyc-kyb')} data-testid="kyb-back">
          {t('kyb.history.back')}
        </Button>
      }
      above={<Typography.Paragraph type="secondary">{t('kyb.history.intro')}</Typography.Paragraph>}
      list={list}
      columns={columns}
      scrollX={860}
      emptyText={t('kyb.history.empty')}
      testId="kyb-history"
      onRow={(s) => ({ className: `mc-kyb-row-${s.status}`, 'data-testid': `kyb-history-row-${s.status}` })}
      footer="more"
      footerTexts={{ loadMore: 'kyb.history.loadMore' }}
    />
  );
}
