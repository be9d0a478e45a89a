import type { Permission, TeamRole } from '@mc/contract';
import { Select, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../lib/useTranslation';
import { isBuiltinRole, permissionsBeyond, roleLabel } from '../roleAccess';

interface Props {
  roles: readonly TeamRole[];
  mine: ReadonlySet<Permission>;
  loading?: boolean;
  testId: string;
  placeholder?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The roles one may give, each with its one-line description; a role holding permissions beyond the
 * user's own is disabled, its tooltip naming what it lacks. Option test ids: `<testId>-<key>`.
 */
export function RoleSelect({ roles, mine, loading, testId, placeholder, value, onChange }: Props) {
  const { t } = useTranslation();
  const options = roles.map((role) => {
    const beyond = permissionsBeyond(role, mine);
    return {
      value: role.key,
      label: roleLabel(t, role.key, role.name),
      disabled: beyond.length > 0,
      beyond: beyond.map((p) => t(`team.perm.name.${p}`)).join('、'),
      desc: isBuiltinRole(role.key) ? t(`teamRole.desc.${role.key}`) : '',
      authenticator: role.requires_authenticator,
    };
  });
  return (
    <Select
      value={value}
      onChange={onChange}
      loading={loading}
      placeholder={placeholder}
      options={options}
      data-testid={testId}
      optionRender={({ data }) => {
        const body = (
          <div
            className="mc-team-role-option"
            data-testid={`${testId}-${data.value}`}
            data-disabled={data.disabled ? 'true' : 'false'}
          >
            <div>{data.label}</div>
            {data.desc || data.authenticator ? (
              <Typography.Text type="secondary" className="mc-team-role-desc">
                {[data.desc, data.authenticator && !data.desc ? t('team.role.authenticator') : '']
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            ) : null}
          </div>
        );
        return data.disabled ? (
          <Tooltip title={t('team.role.beyond', { permissions: data.beyond })} placement="right">
            {body}
          </Tooltip>
        ) : (
          body
        );
      }}
    />
  );
}
