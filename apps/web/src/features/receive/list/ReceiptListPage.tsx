import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { FilterBar } from '../../../components/filters/FilterBar';
import { transferFilterFields } from '../../../components/filters/transferFilterFields';
import { ListPage } from '../../../components/list/ListPage';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { type ReceiptListFilters, type ReceiptOrder, useReceiptOrders } from '../api';
import '../receive.css';
import { receiptStatuses } from '@mc/contract';
import { useNetworkCodes } from '../../../lib/networkCatalogue';
import { receiptOrderPath } from '../paths';
import { statusLabelKey } from '../status';
import { LatePaymentsNotice } from './LatePaymentsNotice';
import { receiptColumns } from './receiptColumns';

const FOOTER_TEXTS = { loaded: 'receive.count', loadMore: 'receive.loadMore', noMore: 'receive.noMore' };

/** /receive/account: the merchant's receipt orders, filtered and searched, in cursor pages. */
export default function ReceiptListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const [filters, setFilters] = useState<ReceiptListFilters>({});
  const list = useReceiptOrders(filters);
  const columns = useMemo(() => receiptColumns(t), [t]);
  const networks = useNetworkCodes();
  const fields = transferFilterFields(t, {
    networks,
    messages: 'receive',
    testId: 'receipt',
    statuses: receiptStatuses,
    statusLabel: (s) => t(statusLabelKey(s)),
    statusWidth: 170,
  });

  return (
    <ListPage<ReceiptOrder>
      title={t('receive.listTitle')}
      actions={
        can('orders.create') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate('/receive/create')}
            data-testid="receipt-create"
          >
            {t('receive.create')}
          </Button>
        )
      }
      above={
        <>
          <LatePaymentsNotice />
          <FilterBar fields={fields} value={filters} onChange={setFilters} />
        </>
      }
      list={list}
      columns={columns}
      scrollX={900}
      testId="receipt-table"
      rowTestId="receipt-row"
      onRow={(o) => ({ onClick: () => navigate(receiptOrderPath(o.id)), className: 'mc-receive-row' })}
      footerTestId="receipt"
      footerTexts={FOOTER_TEXTS}
    />
  );
}
