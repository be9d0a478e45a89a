import { Can } from '../../components/Can';
import { FlowsChart } from './FlowsChart';
import { FundsSummary } from './FundsSummary';
import { StatementsSection } from './StatementsSection';
import './money.css';

/** /money (资金): the funds summary, the month's flows, and the monthly statements for who may export. */
export default function MoneyPage() {
  return (
    <div className="mc-page mc-money" data-testid="money-page">
      <FundsSummary />
      <FlowsChart />
      <Can permission="history.export">
        <StatementsSection />
      </Can>
    </div>
  );
}
