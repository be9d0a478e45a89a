import type { KybState } from '@mc/contract';
import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/useTranslation';
import { formatTime } from '../receive/time';

interface Props {
  state: KybState;
  /** Starts a new submission after a failure; none for a role without kyb.submit. */
  onResubmit: (() => void) | undefined;
  resubmitting: boolean;
}

/** Verified and under review: the result shown, and which time of the last submission it names. */
const SETTLED = {
  verified: { result: 'success', time: 'reviewed_at' },
  pending: { result: 'info', time: 'submitted_at' },
} as const;

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
  const status = state.kyb_status;
  if (status === 'verified' || status === 'pending') {
    const settled = SETTLED[status];
    return (
      <Result
        status={settled.result}
        title={t(`kyb.status.${status}Title`)}
        subTitle={t(`kyb.status.${status}Desc`, { time: formatTime(last?.[settled.time]) })}
        extra={history}
        data-testid="kyb-result"
        data-status={status}
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
          {onResubmit && (
            <Button type="primary" loading={resubmitting} onClick={onResubmit} data-testid="kyb-resubmit">
              {t('kyb.status.resubmit')}
            </Button>
          )}
          {history}
        </Space>
      }
      data-testid="kyb-result"
      data-status="failed"
    />
  );
}
