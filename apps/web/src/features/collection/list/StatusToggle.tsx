import type { CollectionAccount } from '@mc/contract';
import { Button } from 'antd';
import { isApiError } from '../../../lib/http/apiError';
import { notify } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { useModal } from '../../../shell/ModalProvider';
import { setAccountStatus } from '../api';

/**
 * Disables an active account or enables a disabled one, after the merchant confirms what that means
 * (a role with collection.manage only).
 */
export function StatusToggle({ account }: { account: CollectionAccount }) {
  const { t } = useTranslation();
  const can = useCan();
  const modal = useModal();
  const disabling = account.status === 'active';
  const vars = { name: account.customer_name, ref: account.customer_ref };
  const ask = () =>
    modal.confirm({
      content: t(disabling ? 'collection.action.disableConfirm' : 'collection.action.enableConfirm', vars),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: disabling, 'data-testid': 'collection-status-ok' },
      onOk: () =>
        setAccountStatus(account.id, disabling ? 'disabled' : 'active').then(
          () => notify.success(t(disabling ? 'collection.action.disabled' : 'collection.action.enabled')),
          (error: unknown) => {
            if (!(isApiError(error) && error.handled))
              notify.error(error instanceof Error ? error.message : String(error));
          },
        ),
    });
  if (!can('collection.manage')) return null;
  return (
    <Button
      danger={disabling}
      onClick={ask}
      data-testid="collection-toggle"
      data-action={disabling ? 'disable' : 'enable'}
    >
      {t(disabling ? 'collection.action.disable' : 'collection.action.enable')}
    </Button>
  );
}
