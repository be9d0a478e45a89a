import {
  ApiOutlined,
  AuditOutlined,
  BankOutlined,
  FileExclamationOutlined,
  FileSyncOutlined,
  LogoutOutlined,
  NodeIndexOutlined,
  ReconciliationOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  SolutionOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Layout, Menu, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../components/Brand';
import { LanguageToggle } from '../../components/LanguageToggle';
import { useToast } from '../../lib/notify';
import { useTranslation } from '../../lib/useTranslation';
import { useModal } from '../../shell/ModalProvider';
import { opsLogout, opsQueryClient, useOpsMe } from './api';
import { clearOpsSession } from './session';

const SECTIONS = [
  { key: 'kyb', icon: <SolutionOutlined /> },
  { key: 'merchants', icon: <ShopOutlined /> },
  { key: 'exceptions', icon: <WarningOutlined /> },
  { key: 'payouts', icon: <SafetyCertificateOutlined /> },
  { key: 'topups', icon: <BankOutlined /> },
  { key: 'bank-files', icon: <FileSyncOutlined /> },
  { key: 'networks', icon: <ApiOutlined /> },
  { key: 'sweeps', icon: <NodeIndexOutlined /> },
  { key: 'reconciliation', icon: <ReconciliationOutlined /> },
  { key: 'statement-alerts', icon: <FileExclamationOutlined /> },
  { key: 'audit', icon: <AuditOutlined /> },
] as const;

/** The back office's frame: its own side menu (KYB, merchants, exceptions, payout approvals, top-ups, bank files, networks, sweeps, chain reconciliation, statement alerts, audit log) and header. */
export default function OpsLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const modal = useModal();
  const toast = useToast();
  const me = useOpsMe();
  const selected = SECTIONS.find((s) => pathname.startsWith(`/ops/${s.key}`))?.key ?? 'kyb';

  const logout = () =>
    modal.confirm({
      content: t('ops.header.logoutConfirm'),
      okText: t('ops.common.confirm'),
      cancelText: t('ops.common.cancel'),
      okButtonProps: { 'data-testid': 'ops-logout-ok' } as Record<string, string>,
      onOk: async () => {
        await opsLogout().catch(() => undefined);
        clearOpsSession();
        opsQueryClient.clear();
        toast.success(t('ops.header.loggedOut'));
        await navigate('/ops/login', { replace: true });
      },
    });

  return (
    <Layout className="mc-ops" data-testid="ops-layout">
      <Layout.Sider width={208} theme="light" className="mc-ops-sider" breakpoint="lg" collapsedWidth={64}>
        <div className="mc-ops-brand">
          <BrandMark size={28} />
          <span className="mc-ops-brand-name">{t('ops.brand')}</span>
        </div>
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          items={SECTIONS.map((s) => ({
            key: s.key,
            icon: s.icon,
            label: t(`ops.menu.${s.key}`),
            'data-testid': `ops-menu-${s.key}`,
          }))}
          onClick={({ key }) => void navigate(`/ops/${key}`)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="mc-ops-header">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t(`ops.title.${selected}`)}
          </Typography.Title>
          <div className="mc-ops-header-right">
            <LanguageToggle />
            <Typography.Text type="secondary" className="mc-ops-operator" data-testid="ops-operator">
              {me.data?.email}
            </Typography.Text>
            <Button
              icon={<LogoutOutlined />}
              onClick={logout}
              aria-label={t('ops.header.logout')}
              title={t('ops.header.logout')}
              data-testid="ops-logout"
            >
              <span className="mc-ops-logout-text">{t('ops.header.logout')}</span>
            </Button>
          </div>
        </Layout.Header>
        <Layout.Content className="mc-ops-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
