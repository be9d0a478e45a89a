import type { Lang, LoginData } from '@mc/contract';
import { saveLang } from '../../lib/lang';
import { saveSession } from '../../lib/session';
import { writePreference } from '../../lib/storage';

/**
 * SHELL-28: store the token and uuid cookies and the user info; the route guard then loads the
 * merchant info and the shell its preferences on the way to the next page. SHELL-26: the language
 * the merchant signed in with is kept, so that the console opens in it: the page is drawn in the
 * saved language, or the browser's when none is saved (`public/render.tsx`), where the console's own
 * default is cn; its welcome is written in that language too.
 */
export function completeLogin(data: LoginData, lang: Lang): void {
  const { token, expires_at: _expiresAt, ...info } = data;
  saveSession(token, info.merchant_id);
  saveLang(lang);
  writePreference('user.info', info);
}
