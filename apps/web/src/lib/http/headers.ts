import { currentLang } from '../i18n';
import { htmlLang } from '../lang';

/** SHELL-38: the headers of every API call: JSON, the UI language, `Authorization: Bearer <token>`. */
export function requestHeaders(
  init: HeadersInit | undefined,
  hasBody: boolean,
  token: string | undefined,
): Headers {
  const headers = new Headers(init);
  headers.set('Accept', 'application/json');
  headers.set('Accept-Language', htmlLang(currentLang()));
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token && token !== 'undefined') headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
