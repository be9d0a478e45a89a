import { Tooltip, Typography } from 'antd';
import './longId.css';

/** The value as shown: its first `head` and last `tail` characters around an ellipsis when longer. */
export function shortenMiddle(value: string, head: number, tail: number): string {
  return value.length > head + tail + 1 ? `${value.slice(0, head)}…${value.slice(-tail)}` : value;
}

/**
 * A long identifier (an order number, an id, an address, a hash) on one line: shortened in the middle
 * when long, never wrapped or clipped, the whole value in a tooltip and a copy button beside it.
 */
export function LongId({
  value,
  head = 8,
  tail = 6,
  testId = 'long-id',
}: {
  value: string;
  head?: number;
  tail?: number;
  testId?: string;
}) {
  const short = shortenMiddle(value, head, tail);
  const text = (
    <code className="mc-long-id-value" data-testid={testId} data-value={value}>
      {short}
    </code>
  );
  return (
    <Typography.Text copyable={{ text: value }} className="mc-long-id">
      {short === value ? (
        text
      ) : (
        <Tooltip title={<span className="mc-long-id-tip">{value}</span>}>{text}</Tooltip>
      )}
    </Typography.Text>
  );
}
