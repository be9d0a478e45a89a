import { api } from '@mc/contract';
import type { FastifyInstance } from 'fastify';
import { merchantOf } from '../../platform/request-context';
import { type Authenticate, mount } from '../../platform/routing';
import type { TeamService } from './service';

/** The power page's routes (a login session) and the invitee's public ones (the link is the credential). */
export function teamRoutes(app: FastifyInstance, guard: Authenticate, team: TeamService) {
  const me = merchantOf;

  mount(app, api.listMembers, guard, ({ req, query }) => team.listMembers(me(req), query));
  mount(app, api.listRoles, guard, ({ req }) => team.listRoles(me(req)));
  mount(app, api.inviteMember, guard, ({ req, body, ctx }) => team.invite(me(req), body, ctx));
  mount(app, api.resendInvitation, guard, ({ req, params, ctx }) => team.resend(me(req), params.id, ctx));
  mount(app, api.changeMemberRole, guard, ({ req, params, body, ctx }) =>
    team.changeRole(me(req), params.id, body.role, ctx),
  );
  mount(app, api.setMemberStatus, guard, ({ req, params, body, ctx }) =>
    team.setStatus(me(req), params.id, body.status, ctx),
  );
  mount(app, api.removeMember, guard, ({ req, params, ctx }) => team.remove(me(req), params.id, ctx));
  mount(app, api.leaveTeam, guard, ({ req, ctx }) => team.leave(me(req), ctx));

  mount(app, api.invitation, null, ({ params, ctx }) => team.invitation.view(params.token, ctx));
  mount(app, api.invitationAuthenticator, null, ({ body, ctx }) =>
    team.invitation.authenticator(body.token, ctx),
  );
  mount(app, api.acceptInvitation, null, ({ body, ctx }) => team.invitation.accept(body, ctx));
}
