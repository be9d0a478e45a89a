import { Descriptions } from 'antd';
import { PageContainer } from '../../../components/PageContainer';
import { buildInfo } from '../../../lib/buildInfo';
import { useTranslation } from '../../../lib/useTranslation';

/** The build settings of this console. */
export default function EnvPage() {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    ['mode', buildInfo.mode],
    ['version', buildInfo.version],
    ['buildTime', buildInfo.buildTime],
    ['apiBase', buildInfo.apiBase],
    ['title', buildInfo.title],
  ];
  return (
    <PageContainer title={t('route.demo.env')} header={t('demo.env.hint')}>
      <Descriptions bordered column={1} style={{ maxWidth: 640 }}>
        {rows.map(([key, value]) => (
          <Descriptions.Item key={key} label={t(`demo.env.${key}`)}>
            <code data-testid={`env-${key}`}>{value}</code>
          </Descriptions.Item>
        ))}
      </Descriptions>
    </PageContainer>
  );
}
