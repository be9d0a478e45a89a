import type { MessageBundle } from '../messageBundle';

/** Titles of the team's routes: the menu, tabs and search need them before any page loads. */
export const teamRouteCn = {
  route: {
    team: {
      power: '权限管理',
      invite: '接受邀请',
    },
  },
};

export const teamRouteEn: typeof teamRouteCn = {
  route: {
    team: {
      power: 'Team & roles',
      invite: 'Accept an invitation',
    },
  },
};

export const teamRouteTitles: MessageBundle = { cn: teamRouteCn, en: teamRouteEn };
