import { authApi } from '@mc/contract';
import { call } from '../../lib/http/client';
import type { RouteData, RouteInput } from '../../lib/http/types';

type Register = typeof authApi.register;

/** The sign-up call with its contract route: loaded at submit, so /register's first load carries no schemas. */
export function requestRegister(body: RouteInput<Register>): Promise<RouteData<Register>> {
  return call(authApi.register, body);
}
