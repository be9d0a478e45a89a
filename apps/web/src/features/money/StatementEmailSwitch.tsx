import { Space, Switch, Tooltip, Typography } from 'antd';
import { notify } from '../../lib/notify';
import { useTranslation } from '../../lib/useTranslation';
import { useStatementEmails } from './api';

/** "E-mail me monthly statements": the calling user's own subscription, changed at once. */
export function StatementEmailSwitch() {
  const { t } = useTranslation();
  const { query, mutation } = useStatementEmails();
  return (
    <Tooltip title={t('money.statements.emailsHint')}>
      <Space size={8}>
        <Switch
          size="small"
          checked={query.data?.enabled ?? false}
          loading={query.isLoading || mutation.isPending}
          onChange={(enabled) =>
            mutation.mutate(enabled, {
              onSuccess: (data) =>
                notify.success(t(data.enabled ? 'money.statements.emailsOn' : 'money.statements.emailsOff')),
            })
          }
          aria-label={t('money.statements.emails')}
          data-testid="statement-emails"
        />
        <Typography.Text>{t('money.statements.emails')}</Typography.Text>
      </Space>
    </Tooltip>
  );
}
