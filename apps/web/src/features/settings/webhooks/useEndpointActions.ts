import { webhooksApi as api, type WebhookEndpoint } from '@mc/contract';
import { call } from '../../../lib/http/client';
import { useTranslation } from '../../../lib/useTranslation';
import { useModal } from '../../../shell/ModalProvider';
import { useSettingsAction } from '../useSettingsAction';

/**
 * What a row of the endpoints table does: (each after a confirmation that says
 * what it means) disable, enable or delete. Rotating the secret and sending a test event have their own dialogs.
 */
export function useEndpointActions() {
  const { t } = useTranslation();
  const run = useSettingsAction();
  const modal = useModal();
  const params = (e: WebhookEndpoint) => ({ params: { id: e.id } });
  const confirm = (opts: {
    title?: string;
    content: string;
    ok: string;
    danger: boolean;
    onOk: () => void;
  }) =>
    modal.confirm({
      title: opts.title,
      content: opts.content,
      okText: opts.ok,
      cancelText: t('common.cancel'),
      okButtonProps: { danger: opts.danger, 'data-testid': 'webhook-confirm-ok' },
      onOk: opts.onOk,
    });

  return {
    setEnabled: (e: WebhookEndpoint, enabled: boolean) => {
      const apply = () =>
        void run(async () => {
          await call(api.updateWebhookEndpoint, { enabled }, params(e));
          return t(enabled ? 'webhooks.enabledDone' : 'webhooks.disabledDone');
        });
      if (enabled) return apply();
      confirm({
        content: t('webhooks.disableConfirm'),
        ok: t('webhooks.action.disable'),
        danger: true,
        onOk: apply,
      });
    },
    remove: (e: WebhookEndpoint) =>
      confirm({
        content: t('webhooks.deleteConfirm'),
        ok: t('webhooks.action.delete'),
        danger: true,
        onOk: () =>
          void run(async () => {
            await call(api.deleteWebhookEndpoint, undefined, params(e));
            return t('webhooks.deletedDone');
          }),
      }),
  };
}
