import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import './pageContainer.css';

interface Props {
  title: ReactNode;
  /** Header slot: text or controls under the title. */
  header?: ReactNode;
  /** Footer slot: stays at the bottom of the card. */
  footer?: ReactNode;
  children: ReactNode;
  /** A section of its own below the card (another card of the same page). */
  after?: ReactNode;
}

/** The frame of a page: a title with a header slot, the body, and a footer slot. */
export function PageContainer({ title, header, footer, children, after }: Props) {
  return (
    <div className="mc-page">
      <Card className="mc-container">
        <div className="mc-container-header" data-testid="container-header">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {header && <div className="mc-container-header-slot">{header}</div>}
        </div>
        <div className="mc-container-body">{children}</div>
        {footer && (
          <div className="mc-container-footer" data-testid="container-footer">
            {footer}
          </div>
        )}
      </Card>
      {after}
    </div>
  );
}
