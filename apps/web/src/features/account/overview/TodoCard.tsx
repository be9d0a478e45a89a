import { CheckCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { MerchantInfo } from '@mc/contract';
import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** To-dos the merchant can act on now (only those whose page exists). */
export function TodoCard({ info }: { info: MerchantInfo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const todos = info.totp_enabled ? [] : ['totp'];
  return (
    <Card title={t('overview.todo')} style={{ height: '100%' }} data-testid="todo-card">
      {todos.length === 0 ? (
        <Empty
          image={<CheckCircleOutlined style={{ fontSize: 40, color: '#52c41a' }} />}
          styles={{ image: { height: 48 } }}
          description={t('overview.todoNone')}
        />
      ) : (
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
              onClick={() => navigate('/account-info')}
            >
              {t('overview.todoTotpAction')}
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
