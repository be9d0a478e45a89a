import { kybMessages, registerMessages } from '@mc/contract';
import { i18n } from '../../lib/i18n';
import { kybCn } from '../../locales/kyb/cn';
import { kybEn } from '../../locales/kyb/en';

/** The KYB pages' messages join the UI's when the first of them loads (kept out of /login). */
i18n.addResourceBundle('cn', 'translation', kybCn, true, true);
i18n.addResourceBundle('en', 'translation', kybEn, true, true);
// the contract's messages of this area: inline validation and error texts
registerMessages(kybMessages);
