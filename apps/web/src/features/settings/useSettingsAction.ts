import { isApiError } from '../../lib/http/apiError';
import { useToast } from '../../lib/notify';
import type { PreconditionGate } from '../security/gates';
import { refreshSettings } from './api';

/**
 * Runs a change from a settings list (delete, revoke, make default): its answer as a success toast,
 * a failure as an error toast (or the gate's guided prompt), and the settings fetched again either way.
 */
export function useSettingsAction(gate?: PreconditionGate) {
  const toast = useToast();
  return async (action: () => Promise<string>): Promise<void> => {
    try {
      toast.success(await action());
    } catch (error) {
      if (gate?.handle(error)) return;
      if (isApiError(error) && !error.handled) toast.error(error.message);
    } finally {
      void refreshSettings();
    }
  };
}
