import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from '../../lib/useTranslation';
import { HeaderIconButton } from './HeaderIconButton';
import { useFullscreen } from './useFullscreen';

export function FullscreenButton() {
  const { t } = useTranslation();
  const { active, toggle } = useFullscreen();
  const label = active ? t('header.exitFullscreen') : t('header.fullscreen');
  return (
    <HeaderIconButton
      icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      label={label}
      pressed={active}
      testId="fullscreen"
      onClick={toggle}
    />
  );
}
