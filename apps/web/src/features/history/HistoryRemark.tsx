import { Typography } from 'antd';

/** The merchant's own remark of a row, cut to one line in a list (whole on hover), a dash without one. */
export function HistoryRemark({ value }: { value: string | null }) {
  if (!value) return <span>—</span>;
  return (
    <Typography.Text className="mc-history-remark" ellipsis={{ tooltip: value }} data-testid="history-remark">
      {value}
    </Typography.Text>
  );
}
