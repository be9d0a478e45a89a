import { payoutMessages, registerMessages, settingsMessages } from '@mc/contract';
import { i18n } from '../../lib/i18n';
import { payoutCn } from '../../locales/payouts/cn';
import { payoutEn } from '../../locales/payouts/en';
// money, amounts and balance buckets (and the contract's messages of money)
import '../receive/receiveMessages';
// the payment password input's texts
import '../settings/settingsMessages';

/** The payout pages' messages join the UI's when the first of them loads (kept out of /login). */
i18n.addResourceBundle('cn', 'translation', payoutCn, true, true);
i18n.addResourceBundle('en', 'translation', payoutEn, true, true);
// the contract's messages of paying out and of the payment password: inline validation and errors
registerMessages(payoutMessages);
registerMessages(settingsMessages);
