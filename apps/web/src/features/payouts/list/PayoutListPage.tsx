import { PlusOutlined } from '@ant-design/icons';
import type { Payout } from '@mc/contract';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ListPage } from '../../../components/list/ListPage';
import { openOnRowClick } from '../../../components/list/openOnRowClick';
import type { CursorList } from '../../../components/list/useCursorList';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import '../payouts.css';
import { OPEN_PAYOUT_PARAM } from '../paths';
import { PayoutDrawer } from './PayoutDrawer';

/** Each kind of payout list: its title, its "new" page, button and permission, its test ids and width. */
const KINDS = {
  remit: {
    title: 'payout.list.title',
    createPath: '/pay/create',
    createLabel: 'payout.list.create',
    createPermission: 'payouts.create',
    scrollX: 'max-content',
  },
  withdraw: {
    title: 'payout.withdraw.listTitle',
    createPath: '/withdraw/create',
    createLabel: 'payout.withdraw.create',
    createPermission: 'conversions.create',
    scrollX: 900,
  },
} as const;

/**
 * A list page of payouts: a "new" button, what goes above the table, the rows in cursor pages, a drawer
 * (opened by a row, or by the `?payout=<id>` of a link).
 * Test ids: `<kind>-create`, `<kind>-table`, `<kind>-row-<id>`.
 */
export function PayoutListPage(p: {
  kind: keyof typeof KINDS;
  list: CursorList<Payout>;
  columns: ColumnsType<Payout>;
  above: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // a link to one payout (e.g. from the transaction history) opens the list with its drawer
  const [params] = useSearchParams();
  const [openId, setOpenId] = useState<string | null>(() => params.get(OPEN_PAYOUT_PARAM));
  const kind = KINDS[p.kind];
  const can = useCan();

  return (
    <ListPage<Payout>
      title={t(kind.title)}
      actions={
        can(kind.createPermission) && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(kind.createPath)}
            data-testid={`${p.kind}-create`}
          >
            {t(kind.createLabel)}
          </Button>
        )
      }
      above={
        <>
          {p.above}
          {p.list.error && <Typography.Text type="danger">{p.list.error.message}</Typography.Text>}
        </>
      }
      list={p.list}
      columns={p.columns}
      scrollX={kind.scrollX}
      emptyText={t('payout.list.empty')}
      testId={`${p.kind}-table`}
      rowTestId={`${p.kind}-row`}
      onRow={(payout) => ({
        onClick: openOnRowClick(() => setOpenId(payout.id)),
        className: 'mc-payout-row',
      })}
      footerTestId="payout"
    >
      <PayoutDrawer id={openId} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
