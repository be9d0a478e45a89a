import { receivingMessages, registerMessages } from '@mc/contract';
import { i18n } from '../../lib/i18n';
import { receiveCn } from '../../locales/receive/cn';
import { receiveEn } from '../../locales/receive/en';

/** The crypto-account pages' messages join the UI's when the first of them loads (kept out of /login). */
i18n.addResourceBundle('cn', 'translation', receiveCn, true, true);
i18n.addResourceBundle('en', 'translation', receiveEn, true, true);
// the contract's messages of money and orders (also for the public payment page)
registerMessages(receivingMessages);
