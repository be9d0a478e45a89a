import { authApi, type LoginBody, type LoginData } from '@mc/contract';
import { call } from '../../lib/http/client';

/** The login call with its contract route: loaded at submit, so /login's first load carries no schemas. */
export function requestLogin(body: LoginBody): Promise<LoginData> {
  return call(authApi.login, body);
}
