import { lazyPage } from '../../lib/routing/lazyPage';
import type { RouteRecord } from '../../lib/routing/routeTypes';
import { teamPaths } from './paths';

/** PRODUCT "Power page": the team's members, invitations, roles and permissions, a menu entry of its own. */
export const powerRoute: RouteRecord = {
  path: teamPaths.power,
  name: 'power',
  titleKey: 'route.team.power',
  icon: 'team',
  auth: true,
  permission: 'team.read',
  cache: true,
  component: lazyPage(() => import('./power/PowerPage')),
  titles: 'teamTitles',
  messages: ['team', 'teamRoles'],
};

/** The invitee's page of an invitation link (no login, no shell), like /payment. */
export const invitationRoute: RouteRecord = {
  path: teamPaths.invite,
  name: 'invite',
  titleKey: 'route.team.invite',
  hidden: true,
  component: lazyPage(() => import('./invite/InvitationPage')),
  titles: 'teamTitles',
  messages: ['teamInvite', 'teamRoles'],
};
