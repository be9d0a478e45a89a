import type { KybState } from '@mc/contract';
import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatTime } from '../receive/time';

interface Props {
  state: KybState;
  onResubmit: () => void;
  resubmitting: boolean;
}

/** Where the merchant stands when there is nothing to fill in: under review, verified, or failed. */
export function KybStatusResult({ state, onResubmit, resubmitting }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const last = state.last;
  const history = (
    <Button onClick={() => navigate('/kyc-kyb/history')} data-testid="kyb-history-link">
      {t('kyb.status.history')}
    </Button>
  );
  if (state.kyb_status === 'verified') {
    return (
      <Result
        status="success"
        title={t('kyb.status.verifiedTitle')}
        subTitle={t('kyb.status.verifiedDesc', { time: formatTime(last?.reviewed_at) })}
        extra={history}
        data-testid="kyb-result"
        data-status="verified"
      />
    );
  }
  if (state.kyb_status === 'pending') {
    return (
      <Result
        status="info"
        title={t('kyb.status.pendingTitle')}
        subTitle={t('kyb.status.pendingDesc', { time: formatTime(last?.submitted_at) })}
        extra={history}
        data-testid="kyb-result"
        data-status="pending"
      />
    );
  }
  return (
    <Result
      status="error"
      title={t('kyb.status.failedTitle')}
      subTitle={
        <>
          <div data-testid="kyb-reject-reason">
            {t('kyb.status.failedReason', { reason: last?.reject_reason ?? '' })}
          </div>
          <div>{t('kyb.status.failedHint')}</div>
        </>
      }
      extra={
        <Space wrap>
          <Button type="primary" loading={resubmitting} onClick={onResubmit} data-testid="kyb-resubmit">
            {t('kyb.status.resubmit')}
          </Button>
          {history}
        </Space>
      }
      data-testid="kyb-result"
      data-status="failed"
    />
  );
}
