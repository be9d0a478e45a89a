import { t } from '@mc/contract';
import type { Deps } from '../../platform/deps';
import type { SenderRole } from '../../rails/chain/types';
import { activeOperatorEmails } from './operator-emails';

const SENDER_NAME: Record<SenderRole, { cn: string; en: string }> = {
  hot: { cn: '热钱包', en: 'hot wallet' },
  gas_tank: { cn: '燃料账户', en: 'gas tank' },
};

/** What a mail about a low balance says (amounts as decimal strings of the asset). */
export interface LowBalanceNews {
  network: string;
  sender: SenderRole;
  asset: string;
  address: string;
  balance: string;
  threshold: string;
}

/** Mails every active operator, in cn and en, that a sender's balance dropped below its threshold. */
export async function mailLowBalance(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, news: LowBalanceNews) {
  const params = {
    ...news,
    sender: SENDER_NAME[news.sender].cn,
    sender_en: SENDER_NAME[news.sender].en,
  };
  const subject = `${deps.config.APP_TITLE}: ${t('mail_low_balance_subject', 'cn', params)} / ${t('mail_low_balance_subject', 'en', params)}`;
  const text = `${t('mail_low_balance_body', 'cn', params)}\n\n${t('mail_low_balance_body', 'en', params)}`;
  for (const to of await activeOperatorEmails(deps.db)) await deps.mailer.send({ to, subject, text });
}
