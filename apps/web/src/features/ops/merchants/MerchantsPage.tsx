import type { OpsMerchant } from '@mc/contract';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FilterBar } from '../../../components/filters/FilterBar';
import { type FilterField, selectFilter } from '../../../components/filters/filterFields';
import { ListPage } from '../../../components/list/ListPage';
import { useToast } from '../../../lib/notify';
import { useTranslation } from '../../../lib/useTranslation';
import { formatTime } from '../../receive/time';
import { type MerchantFilters, setMerchantStatus, useOpsMerchants } from '../api';
import { ReasonModal } from '../components/ReasonModal';

const merchantStatuses = ['normal', 'disabled'] as const;

type Pending = { merchant: OpsMerchant; action: 'disable' | 'enable' } | null;

/** /ops/merchants: every merchant, searched and filtered; disable (ends its sessions) or enable. */
export default function MerchantsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<MerchantFilters>({});
  const [pending, setPending] = useState<Pending>(null);
  const list = useOpsMerchants(filters);

  const columns: TableColumnsType<OpsMerchant> = [
    {
      key: 'name',
      title: t('ops.merchants.name'),
      render: (_, m) => (
        <Typography.Text ellipsis={{ tooltip: m.merchant_name }}>{m.merchant_name}</Typography.Text>
      ),
    },
    {
      key: 'email',
      title: t('ops.merchants.email'),
      width: 270,
      render: (_, m) => <Typography.Text ellipsis={{ tooltip: m.email }}>{m.email}</Typography.Text>,
    },
    {
      key: 'type',
      title: t('ops.merchants.type'),
      width: 110,
      render: (_, m) => t(`ops.merchants.typeLabel.${m.merchant_type}`),
    },
    {
      key: 'kyb',
      title: t('ops.merchants.kyb'),
      width: 130,
      render: (_, m) => (
        <Tag
          color={
            m.kyb_status === 'verified' ? 'success' : m.kyb_status === 'pending' ? 'processing' : 'default'
          }
        >
          {t(`ops.merchants.kybLabel.${m.kyb_status}`)}
        </Tag>
      ),
    },
    {
      key: 'totp',
      title: t('ops.merchants.totp'),
      width: 150,
      render: (_, m) => t(`ops.merchants.totpLabel.${m.totp_enabled ? 'on' : 'off'}`),
    },
    {
      key: 'status',
      title: t('ops.merchants.status'),
      width: 110,
      render: (_, m) => (
        <Tag color={m.status === 'normal' ? 'success' : 'error'} data-testid="ops-merchant-status">
          {t(`ops.merchants.statusLabel.${m.status}`)}
        </Tag>
      ),
    },
    {
      key: 'created',
      title: t('ops.merchants.created'),
      width: 170,
      render: (_, m) => formatTime(m.created_at),
    },
    {
      key: 'actions',
      title: t('ops.common.actions'),
      width: 190,
      fixed: 'right',
      render: (_, m) => (
        <Space size={4}>
          {m.status === 'normal' ? (
            <Button
              size="small"
              danger
              onClick={() => setPending({ merchant: m, action: 'disable' })}
              data-testid="ops-merchant-disable"
            >
              {t('ops.merchants.disable')}
            </Button>
          ) : (
            <Button
              size="small"
              onClick={() => setPending({ merchant: m, action: 'enable' })}
              data-testid="ops-merchant-enable"
            >
              {t('ops.merchants.enable')}
            </Button>
          )}
          <Button
            size="small"
            type="link"
            onClick={() => navigate(`/ops/exceptions?merchant=${m.merchant_id}`)}
          >
            {t('ops.merchants.exceptions')}
          </Button>
        </Space>
      ),
    },
  ];

  const fields: FilterField<MerchantFilters>[] = [
    {
      kind: 'search',
      key: 'q',
      placeholder: t('ops.merchants.search'),
      enterButton: t('ops.common.search'),
      maxLength: 100,
      style: { maxWidth: 360 },
      testId: 'ops-merchant-search',
    },
    selectFilter(
      'status',
      merchantStatuses.map((s) => ({ value: s, label: t(`ops.merchants.statusLabel.${s}`) })),
      { all: t('ops.common.all'), label: t('ops.merchants.status'), width: 160 },
    ),
  ];

  return (
    <ListPage<OpsMerchant>
      frame="card"
      above={<FilterBar fields={fields} value={filters} onChange={setFilters} />}
      list={list}
      rowKey="merchant_id"
      columns={columns}
      scrollX={1380}
      rowTestId="ops-merchant"
      testId="ops-merchants-table"
      footerTestId="ops-merchants"
    >
      {pending && (
        <ReasonModal
          open
          danger={pending.action === 'disable'}
          title={t(`ops.merchants.${pending.action}Title`, { name: pending.merchant.merchant_name })}
          hint={t(`ops.merchants.${pending.action}Hint`)}
          okText={t(`ops.merchants.${pending.action}`)}
          onSubmit={async ({ reason }) => {
            await setMerchantStatus(pending.merchant.merchant_id, pending.action, reason);
            toast.success(
              t(pending.action === 'disable' ? 'ops.merchants.disabled' : 'ops.merchants.enabled'),
            );
          }}
          onClose={() => setPending(null)}
        />
      )}
    </ListPage>
  );
}
