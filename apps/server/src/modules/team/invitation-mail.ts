import { t } from '@mc/contract';
import type { Deps } from '../../platform/deps';

/** How long an invitation link can be accepted. */
export const INVITATION_TTL_HOURS = 72;

/** The link an invitee opens: the console's page of the invitation. */
export const invitationLink = (deps: Pick<Deps, 'publicUrl'>, token: string) =>
  `${deps.publicUrl.base()}/invite/${token}`;

/**
 * Mails an invitation link. The invitee's language is not known: the mail says it in Chinese, then
 * in English.
 */
export async function mailInvitation(
  deps: Pick<Deps, 'mailer' | 'publicUrl' | 'config'>,
  to: string,
  merchantName: string,
  token: string,
): Promise<void> {
  const params = { merchant: merchantName, link: invitationLink(deps, token), hours: INVITATION_TTL_HOURS };
  await deps.mailer.send({
    to,
    subject: `${deps.config.APP_TITLE}: ${t('mail_team_invitation_subject', 'cn', params)} / ${t(
      'mail_team_invitation_subject',
      'en',
      params,
    )}`,
    text: `${t('mail_team_invitation_body', 'cn', params)}\n\n${t('mail_team_invitation_body', 'en', params)}`,
  });
}
