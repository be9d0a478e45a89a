import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { useFiatWithdrawals } from '../api';
import { ListFooter } from '../ListFooter';
import { PayoutDrawer } from '../list/PayoutDrawer';
import '../payoutMessages';
import '../payouts.css';
import { FiatBalanceCard } from './FiatBalanceCard';
import { withdrawalColumns } from './withdrawalColumns';

/** /withdraw/account: the fiat balance and every withdrawal of crypto to fiat, newest first. */
export default function WithdrawalListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useFiatWithdrawals();
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const columns = useMemo(() => withdrawalColumns(t), [t]);

  return (
    <PageContainer
      title={t('payout.withdraw.listTitle')}
      header={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate('/withdraw/create')}
          data-testid="withdraw-create"
        >
          {t('payout.withdraw.create')}
        </Button>
      }
      footer={<ListFooter query={query} count={rows.length} />}
    >
      <FiatBalanceCard />
      {query.error && <Typography.Text type="danger">{query.error.message}</Typography.Text>}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('payout.list.empty') }}
        data-testid="withdraw-table"
        onRow={(p) => ({
          onClick: (e) => {
            // the copy buttons in a row copy; anywhere else opens the detail
            if (!(e.target as HTMLElement).closest('.ant-typography-copy')) setOpenId(p.id);
          },
          className: 'mc-payout-row',
          'data-testid': `withdraw-row-${p.id}`,
        })}
      />
      <PayoutDrawer id={openId} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}
