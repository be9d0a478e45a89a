import { api } from '@mc/contract';
import { isApiError } from '../lib/http/apiError';
import { call } from '../lib/http/client';
import { i18n } from '../lib/i18n';
import { notify } from '../lib/notify';
import { MERCHANT_INFO_KEY, queryClient } from '../lib/queryClient';
import { hasSession } from '../lib/session';
import { forgetSession, loginUrl } from '../lib/sessionEnd';
import { writePreference } from '../lib/storage';
import { guardRedirect } from './guardRules';

/** SHELL-30: merchant info before each navigation; concurrent navigations share one request. */
export async function loadMerchantInfo(): Promise<void> {
  const info = await queryClient.fetchQuery({
    queryKey: MERCHANT_INFO_KEY,
    queryFn: () => call(api.info),
    staleTime: 0,
  });
  writePreference('user.info', info);
}

export type GuardOutcome = { redirect: string } | { redirect: null };

/** Runs the guard for a navigation to `fullPath` of a route that needs a session. */
export async function runGuard(fullPath: string): Promise<GuardOutcome> {
  const redirect = guardRedirect(true, hasSession(), fullPath);
  if (redirect) return { redirect };
  try {
    await loadMerchantInfo();
    return { redirect: null };
  } catch (error) {
    if (!(isApiError(error) && error.handled)) {
      notify.error(
        error instanceof Error && error.message ? error.message : i18n.t('common.unknownError'),
        5,
      );
    }
    queryClient.removeQueries({ queryKey: MERCHANT_INFO_KEY });
    forgetSession();
    return { redirect: loginUrl(fullPath) };
  }
}
