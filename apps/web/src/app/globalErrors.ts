import { addLog } from '../shell/log/logStore';

/** SHELL-32: window errors and unhandled rejections are logged as danger entries, not shown. */
export function installGlobalErrorLog(): void {
  window.addEventListener('error', (event) => {
    addLog(event.message || 'Unknown error', 'danger', event.error);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    addLog(reason instanceof Error ? reason.message : 'Unknown error', 'danger', reason);
  });
}
