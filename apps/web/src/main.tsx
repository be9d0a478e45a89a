import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/Providers';
import { createAppRouter } from './app/router';
import { datesFollowLanguage } from './lib/dateLocale';
import { startIn } from './lib/i18n';
import { readSavedLang } from './lib/lang';
import { receiveHandOff } from './lib/pageHandOff';
import { applyPreloadedSheets } from './lib/preloadedSheets';
import { renderInSlices } from './lib/renderInSlices';
import { yieldToBrowser } from './lib/yieldToBrowser';
import { installGlobalErrorLog } from './shell/log/globalErrors';
// the UI kit's rules for the shell and the overview, built with the console (scripts/antdStylesPlugin.ts)
import 'virtual:first-screen-styles.css';
import './components/base.css';
import './app/global.css';

installGlobalErrorLog();
// what the page that opened this one handed over (the login's welcome), read before the router moves on
receiveHandOff(window.location.pathname);
// SHELL-26: the saved language, set before the router's first requests go out; dates follow it
datesFollowLanguage();
const started = startIn(readSavedLang());
const router = createAppRouter();
// the entry's style sheet, fetched beside the scripts (the boot screen painted without it), applied in
// a task of its own: its parse (some 20 ms, seven times that on a phone) is not added to the entry's
const styled = yieldToBrowser().then(() => applyPreloadedSheets());
const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// An English UI waits for its texts (a few KB, fetched at once) instead of flashing Chinese, and every
// UI waits for its style sheet. The first tree renders in slices (a phone stays responsive while the
// shell and the first page build).
void Promise.all([started, styled]).then(() =>
  renderInSlices(
    root,
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
