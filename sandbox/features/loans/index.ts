import type { SandboxFeature } from '../feature.ts';
import { loanFixtures } from './fixtures.ts';
import { loanRoutes } from './routes.ts';
import { LOAN_MIGRATIONS, LOAN_TABLES } from './schema.ts';
import { seedLoans } from './seed.ts';

/**
 * Service-fee loans of full plans (issue #18): eligibility, turning the loan on (behind the pay verification) and
 * off (turning it on again waits 24 h), the days the daily settlement pays from it (mining/settle.ts → book.ts),
 * its output held as collateral, interest, LTV and repayments. Money moves through the wallet's ledger.
 */
export const loansFeature: SandboxFeature = {
  name: 'loans',
  migrations: LOAN_MIGRATIONS,
  tables: LOAN_TABLES,
  seed: seedLoans,
  routes: loanRoutes,
  fixtures: loanFixtures,
};
