import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import { addLog } from '../log/logStore';
import { PageLoading } from '../PageLoading';

/** Loaded when a page fails: its illustration stays out of every page's first load. */
const PageErrorResult = lazy(() => import('./PageErrorResult'));

interface State {
  failed: boolean;
}

/** SHELL-32: a page that throws while rendering is logged as a danger entry; the shell stays alive. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    addLog(error instanceof Error && error.message ? error.message : 'Unknown error', 'danger', {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      componentStack: info.componentStack ?? '',
    });
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <Suspense fallback={<PageLoading />}>
          <PageErrorResult onRetry={() => this.setState({ failed: false })} />
        </Suspense>
      );
    }
    return this.props.children;
  }
}
