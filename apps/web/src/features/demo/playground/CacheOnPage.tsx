import { useTranslation } from 'react-i18next';
import { CacheDemo } from './CacheDemo';

export default function CacheOnPage() {
  const { t } = useTranslation();
  return <CacheDemo cached title={t('route.demo.cacheOn')} />;
}
