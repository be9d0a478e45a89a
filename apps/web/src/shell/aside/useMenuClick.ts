import { useToast } from '../../lib/notify';
import { menuAction } from '../../lib/routing/menu';
import { useTranslation } from '../../lib/useTranslation';
import { useRouterNav } from '../navigation';
import { useNarrowAside } from './narrowAside';

/** SHELL-6/7/8: external links open a new tab, placeholders warn, the rest navigate. */
export function useMenuClick(): (path: string) => void {
  const { t } = useTranslation();
  const toast = useToast();
  const nav = useRouterNav();
  const closeNarrow = useNarrowAside((s) => s.setOpen);
  return (path) => {
    const action = menuAction(path);
    if (action === 'external') window.open(path, '_blank', 'noopener');
    else if (action === 'placeholder') toast.warning(t('shell.menuTemporary'));
    else {
      closeNarrow(false);
      nav.push(path);
    }
  };
}
