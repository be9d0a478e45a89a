import { type Permission, permissionGroups, type TeamRole } from '@mc/contract';
import { Card, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ListTable } from '../../../components/list/ListTable';
import { useTranslation } from '../../../lib/useTranslation';
import { roleLabel } from '../roleAccess';

interface Row {
  permission: Permission;
  group: string;
  /** How many rows the group's cell spans (0 below its first row). */
  span: number;
}

const ROWS: Row[] = permissionGroups.flatMap((g) =>
  g.permissions.map((permission, n) => ({
    permission,
    group: g.key,
    span: n === 0 ? g.permissions.length : 0,
  })),
);

/** Roles against permissions: the permissions grouped as the contract orders them, a ✓ where a role holds one. */
export function RolesMatrix({ roles, loading }: { roles: readonly TeamRole[]; loading: boolean }) {
  const { t } = useTranslation();
  const columns: ColumnsType<Row> = [
    {
      title: t('team.matrix.group'),
      key: 'group',
      width: 120,
      onCell: (row) => ({ rowSpan: row.span }),
      render: (_, row) => t(`team.perm.group.${row.group}`),
    },
    {
      title: t('team.matrix.permission'),
      key: 'permission',
      width: 280,
      render: (_, row) => (
        <div>
          <div>{t(`team.perm.name.${row.permission}`)}</div>
          <Typography.Text type="secondary" className="mc-team-perm-desc">
            {t(`team.perm.desc.${row.permission}`)}
          </Typography.Text>
        </div>
      ),
    },
    ...roles.map((role) => ({
      title: roleLabel(t, role.key, role.name),
      key: role.key,
      align: 'center' as const,
      render: (_: unknown, row: Row) => {
        const has = role.permissions.includes(row.permission);
        return (
          <span
            className={has ? 'mc-team-yes' : 'mc-team-no'}
            role="img"
            aria-label={t(has ? 'team.matrix.yes' : 'team.matrix.no')}
            data-testid={`team-cell-${role.key}-${row.permission}`}
            data-has={String(has)}
          >
            {has ? '✓' : '—'}
          </span>
        );
      },
    })),
  ];
  return (
    <Card title={t('team.matrix.title')} className="mc-team-matrix" data-testid="team-matrix">
      <Typography.Paragraph type="secondary">{t('team.matrix.intro')}</Typography.Paragraph>
      <ListTable<Row>
        rowKey="permission"
        size="small"
        columns={columns}
        rows={ROWS}
        loading={loading}
        table={{ bordered: true }}
        scrollX="max-content"
      />
    </Card>
  );
}
