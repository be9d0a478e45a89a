import { useTranslation } from '../../../lib/useTranslation';
import { CacheDemo } from './CacheDemo';

export default function CacheOffPage() {
  const { t } = useTranslation();
  return <CacheDemo cached={false} title={t('route.demo.cacheOff')} />;
}
