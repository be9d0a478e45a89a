/** The power page, and the invitee's page an invitation link opens. */
export const teamPaths = {
  power: '/power',
  invite: '/invite/:token',
};
