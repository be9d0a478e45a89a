import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** One tab's content: a title with its actions on the right, a line of explanation, then the body. */
export function SettingsSection(p: {
  title: ReactNode;
  intro?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mc-settings-section">
      <div className="mc-settings-section-head">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {p.title}
        </Typography.Title>
        {p.extra ? <div className="mc-settings-section-extra">{p.extra}</div> : null}
      </div>
      {p.intro ? <Typography.Paragraph type="secondary">{p.intro}</Typography.Paragraph> : null}
      {p.children}
    </section>
  );
}
