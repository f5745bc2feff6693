import type { SandboxFeature } from '../feature.ts';
import { campaignFixtures } from './fixtures.ts';
import { campaignRoutes } from './routes.ts';
import { CAMPAIGN_MIGRATIONS, CAMPAIGN_TABLES } from './schema.ts';
import { seedCampaigns } from './seed.ts';

/**
 * The campaign engine: CMS campaigns with windows on the sandbox clock, made of modules (daily check-in with a
 * streak, missions from the account's records, a lottery drawn on the server, a ranking, a quiz, invitation rewards,
 * trial cash, short-term plans with a release to book). Points go through the wallet's ledger, coupons into its
 * coupons (contract: runtime/http/contract/campaigns.ts).
 */
export const campaignsFeature: SandboxFeature = {
  name: 'campaigns',
  migrations: CAMPAIGN_MIGRATIONS,
  tables: CAMPAIGN_TABLES,
  seed: seedCampaigns,
  routes: campaignRoutes,
  fixtures: campaignFixtures,
};
