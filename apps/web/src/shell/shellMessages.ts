import { receivingMessages, registerMessages } from '@mc/contract';
import { i18n } from '../lib/i18n';
import { kybRouteCn, kybRouteEn } from '../locales/kyb/routes';
import { payoutRouteCn, payoutRouteEn } from '../locales/payouts/routes';
import { shellCn } from '../locales/shell/cn';
import { shellEn } from '../locales/shell/en';

/** The shell's and demo pages' messages join the UI's when the shell loads (kept out of /login). */
i18n.addResourceBundle('cn', 'translation', shellCn, true, true);
i18n.addResourceBundle('en', 'translation', shellEn, true, true);
// titles of the KYB routes (menu, tabs, search, the overview's to-do)
i18n.addResourceBundle('cn', 'translation', kybRouteCn, true, true);
i18n.addResourceBundle('en', 'translation', kybRouteEn, true, true);
// titles of the payout routes (remittances, withdrawals to fiat)
i18n.addResourceBundle('cn', 'translation', payoutRouteCn, true, true);
i18n.addResourceBundle('en', 'translation', payoutRouteEn, true, true);
// the contract's messages of money and orders: every page after login may validate amounts
registerMessages(receivingMessages);
