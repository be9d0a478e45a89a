import { SkinOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/useTranslation';
import { HeaderIconButton } from './HeaderIconButton';

const ThemeDialog = lazy(() => import('../theme/ThemeDialog'));

/** SHELL-22: opens the theme picker (loaded on first use). */
export function ThemeControl() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <HeaderIconButton
        icon={<SkinOutlined />}
        label={t('header.theme')}
        testId="theme-control"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
          <ThemeDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
