import { changeMemberRoleBody, type Permission, type TeamMember, type TeamRole } from '@mc/contract';
import { Form } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { choosePlaceholder } from '../../../lib/form/placeholder';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { schemaRule } from '../../../lib/form/zodRule';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { changeMemberRole } from '../api';
import { RoleSelect } from './RoleSelect';

const FIELDS = ['role'] as const;

interface Values {
  role: string;
}

/** Give a member another role; roles beyond the user's own permissions cannot be chosen. */
export function ChangeRoleModal(p: {
  member: TeamMember | null;
  onClose: () => void;
  roles: readonly TeamRole[];
  mine: ReadonlySet<Permission>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const errors = useFormSubmitError<(typeof FIELDS)[number]>(form, FIELDS);
  const member = p.member;

  return (
    <FormModal<Values, unknown>
      open={member !== null}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={t('team.roleModal.title', { name: member?.name ?? member?.email ?? '' })}
      confirmLabel={t('team.roleModal.submit')}
      confirmTestId="team-role-submit"
      width={520}
      initialValues={{ role: member?.role }}
      submit={(values) => changeMemberRole(member?.id ?? '', changeMemberRoleBody.parse(values).role)}
      onDone={() => toast.success(t('team.done.roleChanged'))}
    >
      <Form.Item
        name="role"
        label={t('team.roleModal.role')}
        rules={[schemaRule(changeMemberRoleBody, 'role', lang, () => form.getFieldsValue())]}
      >
        <RoleSelect
          roles={p.roles}
          mine={p.mine}
          placeholder={choosePlaceholder(t, t('team.roleModal.role'))}
          testId="team-role-select"
        />
      </Form.Item>
    </FormModal>
  );
}
