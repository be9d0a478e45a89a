import { logout } from '../features/auth/logout';
import { useToast } from '../lib/notify';
import { useTranslation } from '../lib/useTranslation';
import { useModal } from './ModalProvider';

const confirmButton: Record<'data-testid', string> = { 'data-testid': 'logout-confirm' };
const cancelButton: Record<'data-testid', string> = { 'data-testid': 'logout-cancel' };

/** SHELL-29: logout asks first ("退出用户" / "确定要退出当前用户吗"); cancelling says so. */
export function useLogoutConfirm(): () => void {
  const modal = useModal();
  const message = useToast();
  const { t } = useTranslation();
  return () => {
    modal.confirm({
      title: t('logout.title'),
      content: t('logout.content'),
      okText: t('logout.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true, ...confirmButton },
      cancelButtonProps: cancelButton,
      onOk: () => logout(),
      onCancel: () => {
        message.info(t('logout.cancelled'));
      },
    });
  };
}
