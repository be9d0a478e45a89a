import { memo, type ReactNode, useLayoutEffect, useRef } from 'react';
import { usePreferences } from '../preferences';
import { PageErrorBoundary } from './PageErrorBoundary';

/**
 * One page's scroll container. It remembers its scroll position while hidden by <Activity> and
 * restores it when shown again (SHELL-15); render errors stay inside it (SHELL-32).
 */
export const PagePane = memo(function PagePane({
  children,
  fullPath,
}: {
  children: ReactNode;
  fullPath: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const scrollTop = useRef(0);
  const animate = usePreferences((s) => s.transitionActive);
  // runs again each time <Activity> shows the page; writing scrollTop forces a layout, so only when needed
  useLayoutEffect(() => {
    if (ref.current && scrollTop.current > 0) ref.current.scrollTop = scrollTop.current;
  });
  return (
    <div
      ref={ref}
      className={animate ? 'mc-pane mc-pane-animated' : 'mc-pane'}
      data-testid="page-pane"
      data-path={fullPath}
      onScroll={(event) => {
        scrollTop.current = event.currentTarget.scrollTop;
      }}
    >
      <PageErrorBoundary>{children}</PageErrorBoundary>
    </div>
  );
});
