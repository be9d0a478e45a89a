import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { type PayoutFilters as Filters, useRemittances } from '../api';
import '../payoutMessages';
import '../payouts.css';
import { ListFooter } from '../ListFooter';
import { PayoutDrawer } from './PayoutDrawer';
import { PayoutFilters } from './PayoutFilters';
import { remittanceColumns } from './remittanceColumns';

/** /pay/index: the merchant's remittances, filtered and searched, in cursor pages, with a detail drawer. */
export default function RemittanceListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useRemittances(filters);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const columns = useMemo(() => remittanceColumns(t), [t]);

  return (
    <PageContainer
      title={t('payout.list.title')}
      header={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate('/pay/create')}
          data-testid="remit-create"
        >
          {t('payout.list.create')}
        </Button>
      }
      footer={<ListFooter query={query} count={rows.length} />}
    >
      <PayoutFilters value={filters} onChange={setFilters} />
      {query.error && <Typography.Text type="danger">{query.error.message}</Typography.Text>}
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('payout.list.empty') }}
        data-testid="remit-table"
        onRow={(p) => ({
          onClick: (e) => {
            // the copy buttons in a row copy; anywhere else opens the detail
            if (!(e.target as HTMLElement).closest('.ant-typography-copy')) setOpenId(p.id);
          },
          className: 'mc-payout-row',
          'data-testid': `remit-row-${p.id}`,
        })}
      />
      <PayoutDrawer id={openId} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}
