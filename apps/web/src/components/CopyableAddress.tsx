import { Typography } from 'antd';

/** A chain address or reference, shortened in the middle, with a copy button for the whole text. */
export function CopyableAddress({
  value,
  head = 8,
  tail = 6,
}: {
  value: string;
  head?: number;
  tail?: number;
}) {
  const short = value.length > head + tail + 3 ? `${value.slice(0, head)}…${value.slice(-tail)}` : value;
  return (
    <Typography.Text copyable={{ text: value }} className="mc-address" title={value} data-testid="address">
      <code>{short}</code>
    </Typography.Text>
  );
}
