import { type KybReviewStatus, kybReviewStatuses } from '@mc/contract';
import { type TableColumnsType, Tag } from 'antd';
import { FilterBar } from '../../../components/filters/FilterBar';
import { selectFilter } from '../../../components/filters/filterFields';
import { useSearchParamsPatch } from '../../../components/filters/useSearchParamsPatch';
import { ListPage } from '../../../components/list/ListPage';
import { useTranslation } from '../../../lib/useTranslation';
import { formatTime } from '../../receive/time';
import { type KybItem, useKybQueue } from '../api';
import { openColumn } from '../components/openColumn';
import { KybReviewDrawer } from './KybReviewDrawer';
import { KYB_COLOR } from './kybStatus';

const isReviewStatus = (v: string | null): v is KybReviewStatus => kybReviewStatuses.some((s) => s === v);

/** /ops/kyb: submissions to review (pending first by default), each opened in a review drawer. */
export default function KybQueuePage() {
  const { t } = useTranslation();
  const [params, update] = useSearchParamsPatch();
  const raw = params.get('status');
  const status: KybReviewStatus | 'all' = raw === 'all' ? 'all' : isReviewStatus(raw) ? raw : 'pending';
  const list = useKybQueue(status === 'all' ? {} : { status });
  const open = params.get('submission');

  const columns: TableColumnsType<KybItem> = [
    { key: 'company', title: t('ops.kyb.company'), dataIndex: 'company_name', ellipsis: true },
    { key: 'merchant', title: t('ops.kyb.merchant'), dataIndex: 'merchant_name', ellipsis: true },
    {
      key: 'registration',
      title: t('ops.kyb.registration'),
      dataIndex: 'registration_number',
      ellipsis: true,
    },
    { key: 'files', title: t('ops.kyb.files'), dataIndex: 'file_count', width: 90, align: 'right' },
    {
      key: 'submitted',
      title: t('ops.kyb.submitted'),
      width: 170,
      render: (_, s) => formatTime(s.submitted_at),
    },
    {
      key: 'status',
      title: t('ops.kyb.status'),
      width: 110,
      render: (_, s) => <Tag color={KYB_COLOR[s.status]}>{t(`ops.kyb.statusLabel.${s.status}`)}</Tag>,
    },
    openColumn<KybItem>(t, (s) => update({ submission: s.id }), 'ops-kyb-open'),
  ];

  return (
    <ListPage<KybItem>
      frame="card"
      above={
        <FilterBar
          value={{ status }}
          onChange={(next) => update({ status: next.status === 'pending' ? null : (next.status ?? null) })}
          fields={[
            selectFilter(
              'status',
              [
                ...kybReviewStatuses.map((s) => ({ value: s, label: t(`ops.kyb.statusLabel.${s}`) })),
                { value: 'all' as const, label: t('ops.common.all') },
              ],
              { label: t('ops.kyb.statusFilter'), testId: 'ops-kyb-status', width: 160 },
            ),
          ]}
        />
      }
      list={list}
      columns={columns}
      scrollX={960}
      rowTestId="ops-kyb"
      testId="ops-kyb-table"
      footerTestId="ops-kyb"
    >
      <KybReviewDrawer id={open} onClose={() => update({ submission: null })} />
    </ListPage>
  );
}
