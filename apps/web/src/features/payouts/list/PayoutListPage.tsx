import { PlusOutlined } from '@ant-design/icons';
import type { Payout } from '@mc/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListFooter } from '../../../components/ListFooter';
import { PageContainer } from '../../../components/PageContainer';
import '../payoutMessages';
import '../payouts.css';
import { PayoutDrawer } from './PayoutDrawer';

type PayoutPages = InfiniteData<{ items: Payout[]; has_more: boolean; next_cursor: string | null }>;

/** A list page of payouts: a "new" button, what goes above the table, the rows in cursor pages, a drawer. */
export function PayoutListPage(p: {
  title: string;
  createPath: string;
  createLabel: string;
  /** Test ids: `<prefix>-create`, `<prefix>-table`, `<prefix>-row-<id>`. */
  testId: string;
  query: UseInfiniteQueryResult<PayoutPages>;
  columns: ColumnsType<Payout>;
  above: ReactNode;
  scrollX: number | 'max-content';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<string | null>(null);
  const rows = useMemo(() => p.query.data?.pages.flatMap((page) => page.items) ?? [], [p.query.data]);

  return (
    <PageContainer
      title={p.title}
      header={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(p.createPath)}
          data-testid={`${p.testId}-create`}
        >
          {p.createLabel}
        </Button>
      }
      footer={
        <ListFooter
          count={rows.length}
          hasMore={p.query.hasNextPage}
          loading={p.query.isFetchingNextPage}
          onMore={() => void p.query.fetchNextPage()}
          testId="payout"
        />
      }
    >
      {p.above}
      {p.query.error && <Typography.Text type="danger">{p.query.error.message}</Typography.Text>}
      <Table
        rowKey="id"
        columns={p.columns}
        dataSource={rows}
        loading={p.query.isLoading}
        pagination={false}
        scroll={{ x: p.scrollX }}
        locale={{ emptyText: t('payout.list.empty') }}
        data-testid={`${p.testId}-table`}
        onRow={(payout) => ({
          onClick: (e) => {
            // the copy buttons in a row copy; anywhere else opens the detail
            if (!(e.target as HTMLElement).closest('.ant-typography-copy')) setOpenId(payout.id);
          },
          className: 'mc-payout-row',
          'data-testid': `${p.testId}-row-${payout.id}`,
        })}
      />
      <PayoutDrawer id={openId} onClose={() => setOpenId(null)} />
    </PageContainer>
  );
}
