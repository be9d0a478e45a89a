import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { Lang } from '@mc/contract';
import { i18n } from './i18n';
import { normalizeLang } from './lang';

const DAYJS_LOCALE: Record<Lang, string> = { cn: 'zh-cn', en: 'en' };

const follow = (language: string) => {
  dayjs.locale(DAYJS_LOCALE[normalizeLang(language)]);
};

/**
 * The console's dates (its pickers, relative times, the kit's calendars) in the UI's language, now and
 * after each switch. The console's entry imports it; the public pages format no date with the library,
 * so they neither download it nor run it before they hydrate.
 */
export function datesFollowLanguage(): void {
  follow(i18n.language);
  i18n.off('languageChanged', follow);
  i18n.on('languageChanged', follow);
}
