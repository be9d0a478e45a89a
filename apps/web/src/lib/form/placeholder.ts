import type { TFunction } from 'i18next';

/** A label inside a sentence: "Account name" becomes "account name"; "SWIFT code" and Chinese stay. */
const inSentence = (label: string): string =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

/** The placeholder of a field typed in, from its label: "请输入开户名" / "Enter account name". */
export const enterPlaceholder = (t: TFunction, label: string): string =>
  t('common.enterField', { field: inSentence(label) });

/** The placeholder of a field chosen from a list, from its label: "请选择网络" / "Choose network". */
export const choosePlaceholder = (t: TFunction, label: string): string =>
  t('common.chooseField', { field: inSentence(label) });
