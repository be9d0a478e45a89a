import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  label: string;
  testId: string;
  onClick?: () => void;
  pressed?: boolean;
}

/** An icon-only header control with a tooltip and an accessible name (SHELL-1). */
export function HeaderIconButton({ icon, label, testId, onClick, pressed }: Props) {
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={icon}
        aria-label={label}
        aria-pressed={pressed}
        data-testid={testId}
        onClick={onClick}
      />
    </Tooltip>
  );
}
