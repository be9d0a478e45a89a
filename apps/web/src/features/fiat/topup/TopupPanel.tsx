import { Alert, Col, Row, Skeleton, Space } from 'antd';
import { useTopupInstructions } from '../api';
import { BankDetails } from './BankDetails';
import { TopupForm } from './TopupForm';
import { TopupList } from './TopupList';

/** The top-up tab: where to pay (with the reference), the claim with its statement, the claims so far. */
export function TopupPanel() {
  const instructions = useTopupInstructions();
  if (instructions.error) return <Alert type="error" showIcon title={instructions.error.message} />;
  if (!instructions.data) return <Skeleton active />;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="topup-panel">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <BankDetails instructions={instructions.data} />
        </Col>
        <Col xs={24} lg={12}>
          <TopupForm instructions={instructions.data} />
        </Col>
      </Row>
      <TopupList />
    </Space>
  );
}
