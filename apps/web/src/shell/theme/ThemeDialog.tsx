import { CheckCircleFilled } from '@ant-design/icons';
import { Modal } from 'antd';
import { useTranslation } from '../../lib/useTranslation';
import { usePreferences } from '../preferences';
import { ThemePreview } from './ThemePreview';
import { themes } from './themes';

/** SHELL-22: the theme picker: each theme with its title and preview; the choice is saved per user. */
export default function ThemeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const active = usePreferences((s) => s.theme);
  const setTheme = usePreferences((s) => s.setTheme);
  return (
    <Modal open={open} title={t('theme.title')} footer={null} onCancel={onClose} width={620} destroyOnHidden>
      <div className="mc-theme-grid" data-testid="theme-dialog">
        {themes.map((theme) => (
          <button
            key={theme.name}
            type="button"
            className={theme.name === active ? 'mc-theme-card is-active' : 'mc-theme-card'}
            aria-pressed={theme.name === active}
            data-testid={`theme-${theme.name}`}
            onClick={() => setTheme(theme.name)}
          >
            <ThemePreview theme={theme} />
            <span className="mc-theme-name">
              {theme.name === active && <CheckCircleFilled />} {t(theme.title)}
            </span>
          </button>
        ))}
      </div>
    </Modal>
  );
}
