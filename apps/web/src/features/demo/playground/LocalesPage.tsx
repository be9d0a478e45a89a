import { Button, Descriptions, Space } from 'antd';
import { PageContainer } from '../../../components/PageContainer';
import { LANGS } from '../../../lib/lang';
import { useSwitchLanguage } from '../../../lib/useSwitchLanguage';
import { useTranslation } from '../../../lib/useTranslation';

/** SHELL-26: switch the language from a page; the whole console follows. */
export default function LocalesPage() {
  const { t } = useTranslation();
  const { current, switchTo } = useSwitchLanguage();
  return (
    <PageContainer title={t('route.demo.locales')} header={t('demo.locales.hint')}>
      <Space style={{ marginBottom: 16 }}>
        {LANGS.map((lang) => (
          <Button
            key={lang}
            type={lang === current ? 'primary' : 'default'}
            onClick={() => void switchTo(lang)}
            data-testid={`locales-${lang}`}
          >
            {t(`lang.${lang}`)}
          </Button>
        ))}
      </Space>
      <Descriptions bordered column={1} style={{ maxWidth: 640 }}>
        <Descriptions.Item label={t('demo.locales.current')}>
          <span data-testid="locales-current">{t(`lang.${current}`)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('demo.locales.htmlLang')}>
          {document.documentElement.lang}
        </Descriptions.Item>
        <Descriptions.Item label={t('demo.locales.sample')}>{t('demo.locales.sampleText')}</Descriptions.Item>
      </Descriptions>
    </PageContainer>
  );
}
