import { onTransportFailure } from '../../lib/http/transportFailureListeners';
import { i18n } from '../../lib/i18n';
import { addLog } from './logStore';

let installed = false;

/**
 * SHELL-32: window errors and unhandled rejections are logged as danger entries, not shown.
 * SHELL-33: every HTTP failure is logged as a data request exception.
 */
export function installGlobalErrorLog(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    addLog(event.message || 'Unknown error', 'danger', event.error);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    addLog(reason instanceof Error ? reason.message : 'Unknown error', 'danger', reason);
  });
  onTransportFailure(({ status, url, message, cause }) => {
    addLog(`${i18n.t('http.logTitle')}: ${message}`, 'danger', { status, url, cause });
  });
}
