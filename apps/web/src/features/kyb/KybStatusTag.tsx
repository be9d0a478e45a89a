import { type KybSubmissionStatus, t as message } from '@mc/contract';
import { Tag } from 'antd';
import { useLang } from '../../lib/useLang';

const COLOR: Record<KybSubmissionStatus, string> = {
  draft: 'default',
  pending: 'processing',
  verified: 'success',
  failed: 'error',
};

/** A submission's status with the shared catalogue's cn/en label. */
export function KybStatusTag({ status }: { status: KybSubmissionStatus }) {
  const lang = useLang();
  return (
    <Tag color={COLOR[status]} data-testid="kyb-status" data-status={status}>
      {message(`kyb_status_${status}`, lang)}
    </Tag>
  );
}
