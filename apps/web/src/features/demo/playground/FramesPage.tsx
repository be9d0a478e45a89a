import { PageContainer } from '../../../components/PageContainer';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { framedDocument } from './framePage';

/** An embedded page inside the console (kept while its tab is open). */
export default function FramesPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <PageContainer title={t('route.demo.frames')} header={t('demo.frames.hint')}>
      <iframe
        title={t('demo.frames.title')}
        data-testid="demo-frame"
        srcDoc={framedDocument(t('demo.frames.title'), t('demo.frames.text'), lang)}
        sandbox=""
        style={{
          width: '100%',
          height: 360,
          border: '1px solid #e4e7ed',
          borderRadius: 8,
          background: '#fff',
        }}
      />
    </PageContainer>
  );
}
