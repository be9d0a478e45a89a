import { Button, Space, Typography } from 'antd';
import { PageContainer } from '../../../components/PageContainer';
import { useTranslation } from '../../../lib/useTranslation';

/** The page container with its header and footer slots. */
export default function ContainerPage() {
  const { t } = useTranslation();
  return (
    <PageContainer
      title={t('route.demo.container')}
      header={
        <Space>
          <span>{t('demo.container.header')}</span>
          <Button size="small">{t('demo.container.action')}</Button>
        </Space>
      }
      footer={<span data-testid="container-footer-text">{t('demo.container.footer')}</span>}
    >
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <Typography.Paragraph key={n}>{t('demo.container.body', { n })}</Typography.Paragraph>
      ))}
    </PageContainer>
  );
}
