import { opsMessages, registerMessages } from '@mc/contract';
import { i18n } from '../../lib/i18n';
import { opsCn } from '../../locales/ops/cn';
import { opsEn } from '../../locales/ops/en';

/** The back office's messages join the UI's when it loads (kept out of the merchant console and /login). */
i18n.addResourceBundle('cn', 'translation', opsCn, true, true);
i18n.addResourceBundle('en', 'translation', opsEn, true, true);
// the contract's messages of this area: inline validation and error texts
registerMessages(opsMessages);
