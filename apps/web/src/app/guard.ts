import { coreApi as api, type MerchantInfo } from '@mc/contract';
import { isApiError } from '../lib/http/apiError';
import { call } from '../lib/http/client';
import { i18n } from '../lib/i18n';
import { notify } from '../lib/notify';
import { isLeavingPage } from '../lib/pageLeaving';
import { MERCHANT_INFO_KEY, queryClient } from '../lib/queryClient';
import { guardRedirect } from '../lib/routing/guardRules';
import { hasSession } from '../lib/session';
import { forgetSession, loginUrl } from '../lib/sessionEnd';
import { writePreference } from '../lib/storage';
import { loadPreferences } from '../shell/loadPreferences';
import { guardState } from './guardState';

let inFlight: Promise<MerchantInfo> | null = null;

/**
 * Times the info is asked again when no answer came (the network, the 5 s timeout): a phone that is
 * busy for a moment is not logged out; after the last one the failure is shown and logs out.
 */
export const INFO_RETRIES = 2;

/**
 * SHELL-30: merchant info before each navigation; concurrent navigations share one request. The
 * cached info is replaced only when it changed, so that a navigation does not wake every page
 * that shows it (cached pages included).
 */
export async function loadMerchantInfo(): Promise<void> {
  inFlight ??= call(api.info, undefined, { retries: INFO_RETRIES }).finally(() => {
    inFlight = null;
  });
  const info = await inFlight;
  const known = queryClient.getQueryData<MerchantInfo>(MERCHANT_INFO_KEY);
  if (known && JSON.stringify(known) === JSON.stringify(info)) return;
  queryClient.setQueryData(MERCHANT_INFO_KEY, info);
  writePreference('user.info', info);
}

export type GuardOutcome = { redirect: string } | { redirect: null };

function failed(error: unknown, fullPath: string): GuardOutcome {
  // A request the browser cancelled because the page is being reloaded or left: the session stands
  // (logging out here would leave the reloaded page without it).
  if (isLeavingPage()) return { redirect: null };
  if (!(isApiError(error) && error.handled)) {
    notify.error(error instanceof Error && error.message ? error.message : i18n.t('common.unknownError'), 5);
  }
  queryClient.removeQueries({ queryKey: MERCHANT_INFO_KEY });
  forgetSession();
  return { redirect: loginUrl(fullPath) };
}

/** Runs the guard for a navigation to `fullPath` of a route that needs a session (awaits the info). */
export async function runGuard(fullPath: string): Promise<GuardOutcome> {
  const redirect = guardRedirect(true, hasSession(), fullPath);
  if (redirect) return { redirect };
  const outcome = await loadMerchantInfo().then(
    (): GuardOutcome => ({ redirect: null }),
    (error: unknown) => failed(error, fullPath),
  );
  guardState.infoLoaded = outcome.redirect === null;
  // SHELL-21: routing waits until the saved tabs and size (and the rest) are loaded
  if (!outcome.redirect) loadPreferences();
  return outcome;
}

/**
 * SHELL-30: once the info is loaded, later navigations inside the shell start the info request
 * before they run but do not wait for it (tab switches stay instant); a failure shows the message
 * and logs out when the answer arrives.
 */
export function checkInBackground(fullPath: string): void {
  void runGuard(fullPath).then((outcome) => {
    if (outcome.redirect) window.location.assign(outcome.redirect);
  });
}
