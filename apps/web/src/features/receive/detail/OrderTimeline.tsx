import { type ReceiptStatus, receiptStatuses } from '@mc/contract';
import { Card, Timeline, Typography } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import type { ReceiptOrderDetail } from '../api';
import { STATUS_COLOR, statusLabelKey } from '../status';
import { formatTime } from '../time';
import { timelineNoteText } from '../timelineNote';

const isStatus = (value: string): value is ReceiptStatus =>
  (receiptStatuses as readonly string[]).includes(value);

const DOT: Record<string, string> = {
  success: 'green',
  error: 'red',
  processing: 'blue',
  default: 'gray',
  geekblue: '#2f54eb',
  volcano: '#fa541c',
};

/** What happened to the order, oldest first. */
export function OrderTimeline({ order }: { order: ReceiptOrderDetail }) {
  const { t } = useTranslation();
  const items = order.timeline.map((event, index) => {
    const color = isStatus(event.status) ? STATUS_COLOR[event.status] : 'default';
    return {
      key: `${event.at}-${index}`,
      color: DOT[color] ?? color,
      content: (
        <div data-testid="timeline-item" data-status={event.status}>
          <Typography.Text strong>
            {isStatus(event.status) ? t(statusLabelKey(event.status)) : event.status}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
            {formatTime(event.at)}
          </Typography.Text>
          <div className="mc-receive-note" data-testid="timeline-note" data-code={event.code}>
            {timelineNoteText(t, event)}
          </div>
        </div>
      ),
    };
  });
  return (
    <Card
      size="small"
      title={t('receive.detail.timeline')}
      className="mc-receive-section"
      data-testid="order-timeline"
    >
      <Timeline items={items} />
    </Card>
  );
}
