import type { teamCn } from './cn';
import { permissionsEn } from './permissions';

/** The power page's texts in English. */
export const teamEn: typeof teamCn = {
  team: {
    title: 'Team & roles',
    invite: 'Invite member',
    empty: 'No members yet',
    you: 'You',
    none: '—',
    col: {
      name: 'Name',
      email: 'Email',
      role: 'Role',
      status: 'Status',
      authenticator: 'Authenticator',
      lastLogin: 'Last login',
      actions: 'Actions',
    },
    status: { invited: 'Invited', active: 'Active', disabled: 'Disabled' },
    bound: { yes: 'Bound', no: 'Not bound' },
    invitedBy: 'Invited by {{name}}',
    expires: 'Expires {{time}}',
    expired: 'Invitation expired',
    action: {
      changeRole: 'Change role',
      disable: 'Disable',
      enable: 'Enable',
      remove: 'Remove',
      withdraw: 'Withdraw invitation',
      resend: 'Resend',
      leave: 'Leave team',
    },
    confirm: {
      disable: 'Disabling {{name}} ends their sessions and API keys at once. Disable?',
      enable: 'Enable {{name}} again?',
      remove: 'Remove {{name}} from the team? Their sessions and API keys stop at once.',
      withdraw: 'Withdraw the invitation sent to {{email}}? The link stops working.',
      leave: 'After leaving you can no longer sign in to this merchant. Leave?',
    },
    done: {
      invited: 'Invitation sent to {{email}}',
      resent: 'A new link was sent; the earlier links no longer work',
      roleChanged: 'Role changed',
      disabled: 'Member disabled',
      enabled: 'Member enabled',
      removed: 'Member removed',
      withdrawn: 'Invitation withdrawn',
      left: 'You left the team',
    },
    inviteModal: {
      title: 'Invite member',
      email: 'Email',
      emailPlaceholder: 'The invitee’s email',
      role: 'Role',
      hint: 'The invitee gets an email with a single-use link, valid for 72 hours.',
      submit: 'Send invitation',
    },
    roleModal: {
      title: 'Change the role of {{name}}',
      role: 'Role',
      submit: 'Save',
    },
    role: {
      beyond: 'This role has permissions you do not have: {{permissions}}',
      authenticator: 'Requires an authenticator',
    },
    matrix: {
      title: 'Roles and permissions',
      intro: 'What each role may do. You can only grant permissions you hold yourself.',
      group: 'Area',
      permission: 'Permission',
      yes: 'Allowed',
      no: 'Not allowed',
    },
    perm: permissionsEn,
  },
};
