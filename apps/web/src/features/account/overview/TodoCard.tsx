import { CheckCircleOutlined, InfoCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { MerchantInfo } from '@mc/contract';
import { Button, Card, Empty } from 'antd';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/permissions';
import { useTranslation } from '../../../lib/useTranslation';

/**
 * To-dos: binding the authenticator and finishing KYB, each with a link to its page; the KYB one only
 * for a role that may open the KYB page.
 */
export function TodoCard({ info }: { info: MerchantInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const kybPending = info.kyb_status !== 'verified' && can('kyb.read');
  return (
    <Card title={t('overview.todo')} style={{ height: '100%' }} data-testid="todo-card">
      {info.totp_enabled && !kybPending && (
        <Empty
          image={<CheckCircleOutlined style={{ fontSize: 40, color: '#52c41a' }} />}
          styles={{ image: { height: 48 } }}
          description={t('overview.todoNone')}
        />
      )}
      {!info.totp_enabled && (
        <div className="mc-todo">
          <div className="mc-todo-icon">
            <SafetyCertificateOutlined />
          </div>
          <div className="mc-todo-body">
            <div className="mc-todo-title">{t('overview.todoTotp')}</div>
            <div className="mc-todo-desc">{t('overview.todoTotpDesc')}</div>
            <Button
              type="primary"
              size="small"
              data-testid="todo-totp"
              onClick={() => navigate('/account-info#authenticator')}
            >
              {t('overview.todoTotpAction')}
            </Button>
          </div>
        </div>
      )}
      {kybPending && (
        <div className="mc-todo mc-todo-info" data-testid="todo-kyb" data-kyb={info.kyb_status}>
          <div className="mc-todo-icon">
            <InfoCircleOutlined />
          </div>
          <div className="mc-todo-body">
            <div className="mc-todo-title">
              {t('dashboard.kybInfo', { status: t(`merchant.kyb.${info.kyb_status}`) })}
            </div>
            <div className="mc-todo-desc">{t('dashboard.kybInfoDesc')}</div>
            <Button size="small" data-testid="todo-kyb-open" onClick={() => navigate('/kyc-kyb')}>
              {t('route.kyb.start')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
