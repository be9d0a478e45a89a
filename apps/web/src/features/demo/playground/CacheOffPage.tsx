import { useTranslation } from 'react-i18next';
import { CacheDemo } from './CacheDemo';

export default function CacheOffPage() {
  const { t } = useTranslation();
  return <CacheDemo cached={false} title={t('route.demo.cacheOff')} />;
}
