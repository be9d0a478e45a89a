import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../shell/PageLoading';
import { useMerchantInfo } from '../../auth/useMerchantInfo';
import { StatusTag } from './MerchantTags';
import { ProfileCard } from './ProfileCard';
import { TodoCard } from './TodoCard';
import './overview.css';

/** /index: the logged-in merchant's account overview. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const info = useMerchantInfo();
  if (!info) return <PageLoading />;

  return (
    <div className="mc-page">
      <Card className="mc-welcome">
        <Space size={16} align="center">
          <Avatar size={56} icon={<UserOutlined />} style={{ background: '#409EFF' }} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('overview.greeting', { name: info.merchant_name })}
            </Typography.Title>
            <Space size={8} style={{ marginTop: 6 }} wrap>
              <Typography.Text type="secondary">{t('overview.intro')}</Typography.Text>
              <StatusTag status={info.status} />
            </Space>
          </div>
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <ProfileCard info={info} />
        </Col>
        <Col xs={24} lg={8}>
          <TodoCard info={info} />
        </Col>
      </Row>
    </div>
  );
}
