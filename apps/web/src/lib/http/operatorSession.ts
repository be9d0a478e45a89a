import { getToken } from '../session';

/** The back office's own session: its token, and what happens when the server ends it. */
export interface OperatorSession {
  token(): string | undefined;
  end(): void;
}

let operatorSession: OperatorSession | null = null;

/** Installed by the back office when it loads: its calls never carry or end the merchant's session. */
export function setOperatorSession(session: OperatorSession | null): void {
  operatorSession = session;
}

/** A path of the back office (below /api): its calls carry, and end, the operator's session only. */
export const isOpsPath = (path: string): boolean => path.startsWith('/ops/');

/** The bearer a request to `path` carries: the operator's on a back-office path, else the merchant's. */
export function tokenFor(path: string): string | undefined {
  return isOpsPath(path) ? operatorSession?.token() : getToken();
}

/** The server ended the operator's session (a 401/403 of a back-office call): the back office logs out. */
export function endOperatorSession(): void {
  operatorSession?.end();
}
