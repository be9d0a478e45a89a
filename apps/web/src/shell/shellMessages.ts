import { i18n } from '../lib/i18n';
import { shellCn } from '../locales/shell/cn';
import { shellEn } from '../locales/shell/en';

/** The shell's and demo pages' messages join the UI's when the shell loads (kept out of /login). */
i18n.addResourceBundle('cn', 'translation', shellCn, true, true);
i18n.addResourceBundle('en', 'translation', shellEn, true, true);
