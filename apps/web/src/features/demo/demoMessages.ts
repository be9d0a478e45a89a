import { i18n } from '../../lib/i18n';
import { demoCn } from '../../locales/demo/cn';
import { demoEn } from '../../locales/demo/en';

/** The demo pages' messages join the UI's when the first demo page loads. */
i18n.addResourceBundle('cn', 'translation', demoCn, true, true);
i18n.addResourceBundle('en', 'translation', demoEn, true, true);
