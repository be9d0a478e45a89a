import { apiKeyMessages, registerMessages, settingsMessages } from '@mc/contract';
import { i18n } from '../../lib/i18n';
import { settingsCn } from '../../locales/settings/cn';
import { settingsEn } from '../../locales/settings/en';

/** The settings page's messages join the UI's when it first loads (kept out of /login). */
i18n.addResourceBundle('cn', 'translation', settingsCn, true, true);
i18n.addResourceBundle('en', 'translation', settingsEn, true, true);
// the contract's messages of this area: inline validation and error texts
registerMessages(settingsMessages);
registerMessages(apiKeyMessages);
