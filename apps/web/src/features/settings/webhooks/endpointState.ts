import type { WebhookEndpoint } from '@mc/contract';

/** How an endpoint stands, as its status column shows it. */
export type EndpointState = 'enabled' | 'failing' | 'disabled' | 'disabledFailing';

export const STATE_COLOR: Record<EndpointState, string | undefined> = {
  enabled: 'green',
  failing: 'orange',
  disabled: undefined,
  disabledFailing: 'red',
};

/**
 * Enabled (and failing when its deliveries fail since some time), disabled by a user, or disabled by
 * the platform after 3 days of failures; `since` is when the failures began.
 */
export function endpointState(e: Pick<WebhookEndpoint, 'enabled' | 'disabled_reason' | 'failing_since'>): {
  state: EndpointState;
  since: string | null;
} {
  if (e.enabled) return { state: e.failing_since ? 'failing' : 'enabled', since: e.failing_since };
  if (e.disabled_reason === 'failing') return { state: 'disabledFailing', since: e.failing_since };
  return { state: 'disabled', since: null };
}

/** A previous secret still signing: until when (null once it no longer does). */
export function previousSecretUntil(e: Pick<WebhookEndpoint, 'previous_secret_expires_at'>, now: Date) {
  const at = e.previous_secret_expires_at;
  return at && new Date(at).getTime() > now.getTime() ? at : null;
}
