import { i18n } from '../../../lib/i18n';
import { gatesCn } from '../../../locales/gates/cn';
import { gatesEn } from '../../../locales/gates/en';

/** The prompts' messages join the UI's when the first page using a gate loads (kept out of /login). */
i18n.addResourceBundle('cn', 'translation', gatesCn, true, true);
i18n.addResourceBundle('en', 'translation', gatesEn, true, true);
