import { PlusOutlined } from '@ant-design/icons';
import { Button, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { type ReceiptListFilters, useReceiptOrders } from '../api';
import '../receiveMessages';
import '../receive.css';
import { ReceiptFilters } from './ReceiptFilters';
import { receiptColumns } from './receiptColumns';

/** /receive/account: the merchant's receipt orders, filtered and searched, in cursor pages. */
export default function ReceiptListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ReceiptListFilters>({});
  const query = useReceiptOrders(filters);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const columns = useMemo(() => receiptColumns(t), [t]);

  const footer = (
    <div className="mc-receive-more">
      <Typography.Text type="secondary">{t('receive.count', { count: rows.length })}</Typography.Text>
      {query.hasNextPage ? (
        <Button
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid="receipt-more"
        >
          {t('receive.loadMore')}
        </Button>
      ) : (
        rows.length > 0 && <Typography.Text type="secondary">{t('receive.noMore')}</Typography.Text>
      )}
    </div>
  );

  return (
    <PageContainer
      title={t('receive.listTitle')}
      header={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate('/receive/create')}
          data-testid="receipt-create"
        >
          {t('receive.create')}
        </Button>
      }
      footer={footer}
    >
      <ReceiptFilters value={filters} onChange={setFilters} />
      <Table
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={query.isLoading}
        pagination={false}
        scroll={{ x: 900 }}
        data-testid="receipt-table"
        onRow={(o) => ({
          onClick: () => navigate(`/receive/order/${o.id}`),
          className: 'mc-receive-row',
          'data-testid': `receipt-row-${o.id}`,
        })}
      />
    </PageContainer>
  );
}
