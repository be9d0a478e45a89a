import { Typography } from 'antd';
import type { ReactNode } from 'react';
import './security.css';

/** One security setting: its icon, its state over a line of explanation, and its actions. */
export function SecurityRow(p: {
  icon: ReactNode;
  state: ReactNode;
  description: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mc-security-row">
      <div className="mc-security-icon">{p.icon}</div>
      <div className="mc-security-text">
        {p.state}
        <Typography.Text type="secondary" className="mc-security-desc">
          {p.description}
        </Typography.Text>
      </div>
      {p.actions}
    </div>
  );
}
