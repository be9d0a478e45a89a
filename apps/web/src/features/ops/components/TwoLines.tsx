import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** One line of text above a smaller, secondary one (a table cell of the back office). */
export function twoLines(top: ReactNode, bottom: ReactNode) {
  return (
    <div className="mc-ops-two-lines">
      <span>{top}</span>
      <Typography.Text type="secondary" className="mc-ops-small">
        {bottom}
      </Typography.Text>
    </div>
  );
}
