import { inviteMemberBody, type Permission, type TeamRole } from '@mc/contract';
import { Form, Input, Typography } from 'antd';
import { FormModal } from '../../../components/form/FormModal';
import { choosePlaceholder } from '../../../lib/form/placeholder';
import { useFormSubmitError } from '../../../lib/form/useFormSubmitError';
import { schemaRule } from '../../../lib/form/zodRule';
import { useToast } from '../../../lib/notify';
import { useLang } from '../../../lib/useLang';
import { useTranslation } from '../../../lib/useTranslation';
import { inviteMember } from '../api';
import { permissionsBeyond } from '../roleAccess';
import { RoleSelect } from './RoleSelect';

const FIELDS = ['email', 'role'] as const;
type Field = (typeof FIELDS)[number];

interface Values {
  email: string;
  role: string;
}

/** Invite a person by email with a role: the server mails a single-use link valid 72 hours. */
export function InviteModal(p: {
  open: boolean;
  onClose: () => void;
  roles: readonly TeamRole[];
  mine: ReadonlySet<Permission>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const errors = useFormSubmitError<Field>(form, FIELDS);
  const rule = (field: Field) => schemaRule(inviteMemberBody, field, lang, () => form.getFieldsValue());
  // the least one may give is preselected: the viewer, else the last role one may give
  const grantable = p.roles.filter((r) => permissionsBeyond(r, p.mine).length === 0);
  const fallback = (grantable.find((r) => r.key === 'viewer') ?? grantable.at(-1))?.key;

  return (
    <FormModal<Values, unknown>
      open={p.open}
      onClose={p.onClose}
      form={form}
      errors={errors}
      title={t('team.inviteModal.title')}
      confirmLabel={t('team.inviteModal.submit')}
      confirmTestId="team-invite-submit"
      width={560}
      initialValues={{ role: fallback }}
      above={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
          {t('team.inviteModal.hint')}
        </Typography.Paragraph>
      }
      submit={(values) => {
        const body = inviteMemberBody.parse(values);
        return inviteMember(body.email, body.role);
      }}
      onDone={(_, values) => toast.success(t('team.done.invited', { email: values.email.trim() }))}
    >
      <Form.Item name="email" label={t('team.inviteModal.email')} rules={[rule('email')]}>
        <Input
          placeholder={t('team.inviteModal.emailPlaceholder')}
          autoComplete="off"
          inputMode="email"
          maxLength={254}
          data-testid="team-invite-email"
        />
      </Form.Item>
      <Form.Item name="role" label={t('team.inviteModal.role')} rules={[rule('role')]}>
        <RoleSelect
          roles={p.roles}
          mine={p.mine}
          placeholder={choosePlaceholder(t, t('team.inviteModal.role'))}
          testId="team-invite-role"
        />
      </Form.Item>
    </FormModal>
  );
}
