import { type BuiltinRole, builtinRoles, type Lang, t } from '@mc/contract';
import type { Deps } from '../../platform/deps';

/** How long an invitation link can be accepted. */
export const INVITATION_TTL_HOURS = 72;

/** The link an invitee opens: the console's page of the invitation. */
export const invitationLink = (deps: Pick<Deps, 'publicUrl'>, token: string) =>
  `${deps.publicUrl.base()}/invite/${token}`;

/** The role an invitation offers: a built-in one by its name in the language, a merchant's own by its name. */
export interface OfferedRole {
  key: string;
  name: string | null;
}

const isBuiltin = (key: string): key is BuiltinRole => (builtinRoles as readonly string[]).includes(key);

export function roleName(role: OfferedRole, lang: Lang): string {
  if (isBuiltin(role.key)) return t(`mail_team_role_${role.key}`, lang);
  return role.name ?? role.key;
}

/**
 * Mails an invitation link naming the role offered. The invitee's language is not known: the mail
 * says it in Chinese, then in English.
 */
export async function mailInvitation(
  deps: Pick<Deps, 'mailer' | 'publicUrl' | 'config'>,
  to: string,
  invitation: { merchantName: string; role: OfferedRole; token: string },
): Promise<void> {
  const params = (lang: Lang) => ({
    merchant: invitation.merchantName,
    role: roleName(invitation.role, lang),
    link: invitationLink(deps, invitation.token),
    hours: INVITATION_TTL_HOURS,
  });
  const cn = params('cn');
  const en = params('en');
  await deps.mailer.send({
    to,
    subject: `${deps.config.APP_TITLE}: ${t('mail_team_invitation_subject', 'cn', cn)} / ${t(
      'mail_team_invitation_subject',
      'en',
      en,
    )}`,
    text: `${t('mail_team_invitation_body', 'cn', cn)}\n\n${t('mail_team_invitation_body', 'en', en)}`,
  });
}
