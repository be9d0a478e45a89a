import type { SecurityEvent } from '@mc/contract';
import { actorText } from '../../../components/createdBy';
import { roleLabel } from '../../../lib/permissionLabels';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The label of a kind of event; kinds this console does not know yet show as they are named. */
export function eventLabel(kind: string, t: Translate): string {
  return t(`settings.activity.kinds.${kind}`, { defaultValue: kind });
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** The role an event of the team names, or the change of role (built-in roles by their name). */
function teamRole(d: SecurityEvent['detail'], t: Translate): string {
  const role = (key: unknown) => roleLabel(t, str(key));
  if (str(d.role_from) && str(d.role_to))
    return t('settings.activity.details.roleChange', { from: role(d.role_from), to: role(d.role_to) });
  return str(d.role) ? t('settings.activity.details.role', { role: role(d.role) }) : '';
}

/** Who did it: their name and email (the email alone before they gave a name); none: '—'. */
export function eventActor(actor: SecurityEvent['actor']): string {
  return actor ? actorText(actor) : '—';
}

/** A short, translated account of what an event's detail says ('' when there is nothing to add). */
export function eventDetail(e: Pick<SecurityEvent, 'kind' | 'detail'>, t: Translate): string {
  const d = e.detail;
  const n = (key: string) => (typeof d[key] === 'number' ? d[key] : undefined);
  switch (e.kind) {
    case 'login_failed':
      return d.why ? t(`settings.activity.details.why.${str(d.why)}`, { defaultValue: str(d.why) }) : '';
    case 'recovery_code_used':
      return [
        d.used_for
          ? t(`settings.activity.details.usedFor.${str(d.used_for)}`, { defaultValue: str(d.used_for) })
          : '',
        n('remaining') === undefined
          ? ''
          : t('settings.activity.details.remaining', { count: n('remaining') }),
      ]
        .filter(Boolean)
        .join(', ');
    case 'payment_password_failed':
      return n('remaining') === undefined
        ? ''
        : t('settings.activity.details.triesLeft', { count: n('remaining') });
    case 'payment_password_locked':
      return n('minutes') === undefined
        ? ''
        : t('settings.activity.details.minutes', { count: n('minutes') });
    case 'password_changed':
    case 'sessions_revoked':
      return n('sessions_ended') === undefined
        ? ''
        : t('settings.activity.details.sessionsEnded', { count: n('sessions_ended') });
    case 'bank_account_added':
    case 'bank_account_updated':
    case 'bank_account_deleted':
      return [
        str(d.bank_name),
        str(d.account),
        d.made_default ? t('settings.activity.details.madeDefault') : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'payee_added':
    case 'payee_updated':
    case 'payee_deleted': {
      const address = str(d.address);
      const short = address.length > 16 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address;
      return [str(d.name), str(d.network), short].filter(Boolean).join(' · ');
    }
    case 'session_revoked':
      return str(d.session_ip);
    case 'api_key_created':
    case 'api_key_updated':
    case 'api_key_rotated':
    case 'api_key_revoked':
      return [str(d.name), str(d.key_id)].filter(Boolean).join(' · ');
    case 'webhook_endpoint_created':
    case 'webhook_endpoint_updated':
    case 'webhook_endpoint_deleted':
    case 'webhook_secret_rotated':
      return str(d.url);
    case 'kyb_rejected':
      return str(d.reason);
    case 'team_member_invited':
    case 'team_invitation_resent':
    case 'team_role_changed':
    case 'team_member_disabled':
    case 'team_member_enabled':
    case 'team_member_removed':
    case 'team_joined':
    case 'team_left':
      return [str(d.email), teamRole(d, t)].filter(Boolean).join(' · ');
    case 'order_accepted':
    case 'order_refund_requested':
    case 'late_payment_credited':
    case 'late_payment_refund_requested':
      return d.merchant_order_no
        ? t('settings.activity.details.orderNo', { no: str(d.merchant_order_no) })
        : '';
    default:
      return '';
  }
}
