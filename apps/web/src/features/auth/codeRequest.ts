import { authApi } from '@mc/contract';
import { call } from '../../lib/http/client';
import type { RouteData, RouteInput } from '../../lib/http/types';

type SendCode = typeof authApi.sendCode;

/** The call that mails a code, with its contract route: loaded when a code is first asked for. */
export function requestCode(body: RouteInput<SendCode>): Promise<RouteData<SendCode>> {
  return call(authApi.sendCode, body);
}
