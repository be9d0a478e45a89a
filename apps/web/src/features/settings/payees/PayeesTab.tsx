import { PlusOutlined } from '@ant-design/icons';
import { settingsApi as api, MAX_PAYEES, type Payee } from '@mc/contract';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { LongId } from '../../../components/LongId';
import { call } from '../../../lib/http/client';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';
import { usePayees } from '../api';
import { SettingsListSection } from '../SettingsListSection';
import { formatTime } from '../time';
import { useSettingsAction } from '../useSettingsAction';
import { PayeeModal } from './PayeeModal';

/** Saved crypto addresses per network: add, edit, delete (a role with settings.payees.write). */
export function PayeesTab() {
  const { t } = useTranslation();
  const canWrite = useCan()('settings.payees.write');
  const run = useSettingsAction();
  const payees = usePayees();
  const [modal, setModal] = useState<{ editing: Payee | null } | null>(null);
  const items = payees.rows;

  const remove = (id: string) =>
    run(async () => {
      await call(api.deletePayee, undefined, { params: { id } });
      return t('settings.common.deleted');
    });

  const allColumns: TableColumnsType<Payee> = [
    {
      title: t('settings.payees.name'),
      dataIndex: 'name',
      render: (v: string) => <span data-testid="payee-row-name">{v}</span>,
    },
    {
      title: t('settings.payees.network'),
      key: 'network',
      render: (_, p) => (
        <Space size={4}>
          <Tag color="geekblue">{p.network}</Tag>
          <Tag>{p.asset ?? t('settings.payees.anyAsset')}</Tag>
        </Space>
      ),
    },
    {
      title: t('settings.payees.address'),
      dataIndex: 'address',
      render: (v: string) => <LongId value={v} head={10} tail={8} />,
    },
    { title: t('settings.common.created'), dataIndex: 'created_at', render: (v: string) => formatTime(v) },
    {
      title: t('settings.common.actions'),
      key: 'actions',
      render: (_, p) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setModal({ editing: p })} data-testid="payee-edit">
            {t('settings.common.edit')}
          </Button>
          <Popconfirm
            title={t('settings.payees.deleteConfirm')}
            okText={t('settings.common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(p.id)}
          >
            <Button type="link" size="small" danger data-testid="payee-delete">
              {t('settings.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const columns = allColumns.filter((column) => canWrite || column.key !== 'actions');

  return (
    <SettingsListSection<Payee>
      paneTestId="payees-tab"
      title={t('settings.payees.title')}
      intro={t('settings.payees.intro')}
      extra={
        canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={items.length >= MAX_PAYEES}
            onClick={() => setModal({ editing: null })}
            data-testid="payee-add"
          >
            {t('settings.payees.add')}
          </Button>
        )
      }
      list={payees}
      columns={columns}
      testId="payee-table"
    >
      <PayeeModal open={modal !== null} editing={modal?.editing ?? null} onClose={() => setModal(null)} />
    </SettingsListSection>
  );
}
