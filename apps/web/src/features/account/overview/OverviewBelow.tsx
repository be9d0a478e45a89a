import type { MerchantInfo } from '@mc/contract';
import { Col, Row } from 'antd';
import { useCan } from '../../../lib/permissions';
import { ProfileCard } from './ProfileCard';
import { RecentActivity } from './RecentActivity';
import { StatusBreakdown } from './StatusBreakdown';
import { TodoCard } from './TodoCard';
import type { OverviewData } from './useOverview';
import { VolumeChart } from './VolumeChart';

/**
 * What the overview shows below its first screen: the 30-day volume, the status mix, the recent
 * activity, the to-dos and the profile. A chunk of its own, loaded once the first screen is painted:
 * the first load carries the greeting and the balances only.
 */
export default function OverviewBelow({
  info,
  overview,
}: {
  info: MerchantInfo;
  overview: OverviewData | undefined;
}) {
  const can = useCan();
  return (
    <Row gutter={[16, 16]} className="mc-overview-section">
      <Col xs={24} lg={16}>
        <VolumeChart data={overview} />
      </Col>
      <Col xs={24} lg={8}>
        <StatusBreakdown data={overview} />
      </Col>
      {can('history.read') && (
        <Col xs={24} lg={16}>
          <RecentActivity />
        </Col>
      )}
      <Col xs={24} lg={8}>
        <TodoCard info={info} />
      </Col>
      <Col xs={24}>
        <ProfileCard info={info} />
      </Col>
    </Row>
  );
}
