// The team module's public face: a merchant's users, their roles and invitations (the power page).
export { teamRoutes } from './routes';
export { type TeamService, teamService } from './service';
