import { coreApi as api } from '@mc/contract';
import { call } from '../../lib/http/client';
import { endSession } from '../../lib/sessionEnd';

/** SHELL-29: tell the server, forget the session, go to /login and reload. */
export async function logout(): Promise<void> {
  try {
    await call(api.logout);
  } catch {
    // the result is ignored: the session ends on this device either way
  }
  endSession(null);
}
