import { teamApi as api, type TeamMember, type TeamRole } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { useCursorList } from '../../components/list/useCursorList';
import { call } from '../../lib/http/client';
import { queryClient } from '../../lib/queryClient';

export type { TeamMember, TeamRole };

export const teamKeys = {
  all: ['team'] as const,
  members: ['team', 'members'] as const,
  roles: ['team', 'roles'] as const,
};

const PAGE_SIZE = 50;

/** The merchant's users and pending invitations, owners first, in cursor pages. */
export const useTeamMembers = () =>
  useCursorList({
    queryKey: teamKeys.members,
    fetchPage: (cursor) => call(api.listMembers, { limit: PAGE_SIZE, cursor }),
    staleTime: 0,
  });

/** Every role the merchant can give, with its permissions. */
export function useTeamRoles() {
  return useQuery({
    queryKey: teamKeys.roles,
    queryFn: () => call(api.listRoles),
    staleTime: 60_000,
    select: (data) => data.items,
  });
}

const refreshMembers = () => queryClient.invalidateQueries({ queryKey: teamKeys.members });

const thenRefresh = async <T>(request: Promise<T>): Promise<T> => {
  const data = await request;
  await refreshMembers();
  return data;
};

export const inviteMember = (email: string, role: string) =>
  thenRefresh(call(api.inviteMember, { email, role }));

export const changeMemberRole = (id: string, role: string) =>
  thenRefresh(call(api.changeMemberRole, { role }, { params: { id } }));

export const setMemberStatus = (id: string, status: 'active' | 'disabled') =>
  thenRefresh(call(api.setMemberStatus, { status }, { params: { id } }));

export const removeMember = (id: string) =>
  thenRefresh(call(api.removeMember, undefined, { params: { id } }));

export const resendInvitation = (id: string) =>
  thenRefresh(call(api.resendInvitation, undefined, { params: { id } }));

export const leaveTeam = () => call(api.leaveTeam);
