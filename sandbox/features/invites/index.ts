import type { SandboxFeature } from '../feature.ts';
import { inviteFixtures } from './fixtures.ts';
import { inviteRoutes } from './routes.ts';
import { INVITE_MIGRATIONS, INVITE_TABLES } from './schema.ts';
import { seedInvites } from './seed.ts';

/**
 * Pull-user invites, the inviter's side: its friends (users.invited_by), the first-order bonus and rebates their
 * paid orders earn it (recorded per order), claimed into its points through the wallet's ledger (contract:
 * runtime/http/contract/invites.ts; the programme's terms are services/data.ts INVITE_TERMS).
 */
export const invitesFeature: SandboxFeature = {
  name: 'invites',
  migrations: INVITE_MIGRATIONS,
  tables: INVITE_TABLES,
  seed: seedInvites,
  routes: inviteRoutes,
  fixtures: inviteFixtures,
};
