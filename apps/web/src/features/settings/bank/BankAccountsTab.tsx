import { PlusOutlined } from '@ant-design/icons';
import {
  settingsApi as api,
  type BankAccount,
  type BankAccountDetail,
  MAX_BANK_ACCOUNTS,
} from '@mc/contract';
import { Alert, Button, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../lib/http/apiError';
import { call } from '../../../lib/http/client';
import { useToast } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { usePreconditionGate } from '../../security/gates';
import { useBankAccounts } from '../api';
import { SettingsListSection } from '../SettingsListSection';
import { useSettingsAction } from '../useSettingsAction';
import { BankAccountModal } from './BankAccountModal';
import { countryName } from './countries';

/**
 * The merchant's bank accounts: masked numbers, the default first; add, edit, make default, delete
 * (for a role with settings.bank_accounts.write; others read the list).
 */
export function BankAccountsTab() {
  const { t } = useTranslation();
  const canWrite = useCan()('settings.bank_accounts.write');
  const lang = useLang();
  const toast = useToast();
  const gate = usePreconditionGate();
  const accounts = useBankAccounts();
  const [modal, setModal] = useState<{ editing: BankAccountDetail | null } | null>(null);
  const items = accounts.rows;
  const run = useSettingsAction(gate);

  const failed = (error: unknown) => {
    if (gate.handle(error)) return;
    if (isApiError(error) && !error.handled) toast.error(error.message);
  };
  const act = (action: () => Promise<unknown>, done: string) =>
    run(async () => {
      await action();
      return done;
    });
  /** The form needs the full account number, which lists never carry. */
  const edit = async (id: string) => {
    try {
      setModal({ editing: await call(api.getBankAccount, undefined, { params: { id } }) });
    } catch (error) {
      failed(error);
    }
  };

  const allColumns: TableColumnsType<BankAccount> = [
    {
      title: t('settings.bank.accountName'),
      key: 'name',
      render: (_, a) => (
        <div>
          <div>{a.account_name}</div>
          <Space size={4} style={{ marginTop: 4 }}>
            {a.is_default ? <Tag color="blue">{t('settings.bank.default')}</Tag> : null}
            <Tag>
              {a.account_type === 'company' ? t('settings.bank.company') : t('settings.bank.personal')}
            </Tag>
          </Space>
        </div>
      ),
    },
    {
      title: t('settings.bank.bankName'),
      key: 'bank',
      render: (_, a) => (
        <div>
          <div>{a.bank_name}</div>
          <Typography.Text type="secondary" className="mc-mono mc-settings-sub">
            {a.swift_code}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: t('settings.bank.accountNumber'),
      dataIndex: 'account_number_masked',
      render: (v: string) => (
        <span className="mc-mono" data-testid="bank-row-number">
          {v}
        </span>
      ),
    },
    {
      title: t('settings.bank.location'),
      key: 'place',
      render: (_, a) => [a.city, countryName(a.country, lang)].filter(Boolean).join(', '),
    },
    { title: t('settings.bank.currency'), dataIndex: 'currency' },
    {
      title: t('settings.common.actions'),
      key: 'actions',
      render: (_, a) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void edit(a.id)} data-testid="bank-edit">
            {t('settings.common.edit')}
          </Button>
          {!a.is_default && (
            <Button
              type="link"
              size="small"
              data-testid="bank-make-default"
              onClick={() =>
                void act(
                  () => call(api.setDefaultBankAccount, undefined, { params: { id: a.id } }),
                  t('settings.bank.madeDefault'),
                )
              }
            >
              {t('settings.bank.makeDefault')}
            </Button>
          )}
          <Popconfirm
            title={t('settings.bank.deleteConfirm')}
            okText={t('settings.common.delete')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              act(
                () => call(api.deleteBankAccount, undefined, { params: { id: a.id } }),
                t('settings.common.deleted'),
              )
            }
          >
            <Button type="link" size="small" danger data-testid="bank-delete">
              {t('settings.common.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const columns = allColumns.filter((column) => canWrite || column.key !== 'actions');

  return (
    <SettingsListSection<BankAccount>
      paneTestId="bank-accounts-tab"
      title={t('settings.bank.title')}
      intro={t('settings.bank.intro')}
      extra={
        canWrite && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={items.length >= MAX_BANK_ACCOUNTS}
            onClick={() => setModal({ editing: null })}
            data-testid="bank-add"
          >
            {t('settings.bank.add')}
          </Button>
        )
      }
      above={
        canWrite &&
        items.length >= MAX_BANK_ACCOUNTS && (
          <Alert type="info" showIcon title={t('settings.bank.limit')} style={{ marginBottom: 12 }} />
        )
      }
      list={accounts}
      columns={columns}
      testId="bank-table"
    >
      <BankAccountModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
      />
    </SettingsListSection>
  );
}
