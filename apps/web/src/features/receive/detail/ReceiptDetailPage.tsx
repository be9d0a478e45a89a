import { ArrowLeftOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Col, Result, Row, Space, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { useTranslation } from '../../../lib/useTranslation';
import { PageLoading } from '../../../shell/PageLoading';
import { useReceiptOrder } from '../api';
import '../receive.css';
import { LongId } from '../../../components/LongId';
import { isFinalStatus } from '../status';
import { DepositCard } from './DepositCard';
import { LatePayments } from './LatePayments';
import { OrderActions } from './OrderActions';
import { OrderSummary } from './OrderSummary';
import { OrderTimeline } from './OrderTimeline';
import { Overpayment } from './Overpayment';
import { PaymentsTable } from './PaymentsTable';

/** /receive/order/:id: one receipt order, refreshed every 5 s until it is final. */
export default function ReceiptDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data: order, isLoading, isFetching, error } = useReceiptOrder(id);
  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => navigate('/receive/account')}
      data-testid="order-back"
    >
      {t('receive.detail.back')}
    </Button>
  );
  if (isLoading) return <PageLoading />;
  if (!order)
    return (
      <PageContainer title={t('receive.detail.title')}>
        <Result status="404" title={t('receive.detail.notFound')} subTitle={error?.message} extra={back} />
      </PageContainer>
    );

  const live = !isFinalStatus(order.status);
  return (
    <PageContainer
      title={
        <Space size={12} wrap>
          {t('receive.detail.title')}
          <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 400 }}>
            <LongId value={order.merchant_order_no} head={14} tail={8} testId="order-title-no" />
          </Typography.Text>
        </Space>
      }
      header={
        <Space wrap>
          {live && (
            <Typography.Text type="secondary" data-testid="order-live">
              <SyncOutlined spin={isFetching} /> {t('receive.detail.autoRefresh')}
            </Typography.Text>
          )}
          <OrderActions order={order} />
          {back}
        </Space>
      }
    >
      <div data-testid="order-detail" data-status={order.status}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <OrderSummary order={order} />
          </Col>
          <Col xs={24} xl={8}>
            <DepositCard
              address={order.deposit_address}
              asset={order.asset}
              network={order.network}
              paymentUrl={order.payment_url}
            />
          </Col>
        </Row>
        <Overpayment order={order} />
        <LatePayments order={order} />
        <PaymentsTable order={order} />
        <OrderTimeline order={order} />
      </div>
    </PageContainer>
  );
}
