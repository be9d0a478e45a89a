import type { LoginData } from '@mc/contract';
import { saveSession } from '../../lib/session';
import { writePreference } from '../../lib/storage';

/**
 * SHELL-28: store the token and uuid cookies and the user info; the route guard then loads the
 * merchant info and the shell its preferences on the way to the next page.
 */
export function completeLogin(data: LoginData): void {
  const { token, expires_at: _expiresAt, ...info } = data;
  saveSession(token, info.merchant_id);
  writePreference('user.info', info);
}
