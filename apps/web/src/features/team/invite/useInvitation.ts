import { type InvitationView, invitationToken, teamApi } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';

/** A token shaped as the links carry it; any other is invalid without asking the server. */
export const isInvitationToken = (token: string): boolean => invitationToken.safeParse(token).success;

/** What the link offers: the merchant, the email and the role (an error when invalid or expired). */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    enabled: isInvitationToken(token),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: (): Promise<InvitationView> => call(teamApi.invitation, undefined, { params: { token } }),
  });
}

/** A new authenticator secret to bind while accepting (only for a role that requires one). */
export function useInvitationAuthenticator(token: string, enabled: boolean) {
  return useQuery({
    queryKey: ['invitation', token, 'authenticator'],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    queryFn: () => call(teamApi.invitationAuthenticator, { token }),
  });
}
