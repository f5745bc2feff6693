import { academyFeature } from './academy/index.ts';
import { campaignsFeature } from './campaigns/index.ts';
import { changeAddressFeature } from './changeAddress/index.ts';
import { checkoutFeature } from './checkout/index.ts';
import { companyFeature } from './company/index.ts';
import type { SandboxFeature } from './feature.ts';
import { hostingFeature } from './hosting/index.ts';
import { invitesFeature } from './invites/index.ts';
import { kycFeature } from './kyc/index.ts';
import { loansFeature } from './loans/index.ts';
import { loyaltyFeature } from './loyalty/index.ts';
import { minerCouponsFeature } from './minerCoupons/index.ts';
import { minersFeature } from './miners/index.ts';
import { miningFeature } from './mining/index.ts';
import { newsFeature } from './news/index.ts';
import { ordersFeature } from './orders/index.ts';
import { plansFeature } from './plans/index.ts';
import { poolFeature } from './pool/index.ts';
import { renewFeature } from './renew/index.ts';
import { rewardsFeature } from './rewards/index.ts';
import { serviceFeeFeature } from './serviceFee/index.ts';
import { servicesFeature } from './services/index.ts';
import { settingsFeature } from './settings/index.ts';
import { walletFeature } from './wallet/index.ts';

/** Every feature of the sandbox, in migration and seed order. */
export const FEATURES: readonly SandboxFeature[] = [
  newsFeature,
  ordersFeature,
  plansFeature,
  poolFeature,
  companyFeature,
  // After orders: the wallet's seed marks a coupon used by a seeded order.
  walletFeature,
  // After the wallet: claims and check-ins credit points through its ledger.
  rewardsFeature,
  loyaltyFeature,
  checkoutFeature,
  serviceFeeFeature,
  minersFeature,
  servicesFeature,
  academyFeature,
  // After orders and the wallet: settles the orders and pays into the ledger.
  miningFeature,
  // After the miners and the wallet: its seed pays hosting@example.com's miner order and invoices.
  hostingFeature,
  // Payout-address changes of orders; the mining settlement holds payouts after one (changeAddress/hold.ts).
  changeAddressFeature,
  // Renewals (paid through the checkout's cashier) and electricity withholding (the settlement's first step).
  renewFeature,
  kycFeature,
  // Last: its seed adds alice's invited friends and their orders after every other seeded order.
  invitesFeature,
  settingsFeature,
  // After the wallet and checkout: the coupon market's traders, listings and trades paid through the ledger.
  minerCouponsFeature,
  // After every other seeded order, so their numbers stay as they were: loans@example.com's plans and loans.
  loansFeature,
  // After the invites, the wallet and loyalty: campaigns read the seeded accounts' friends and orders and pay into the ledger and coupons.
  campaignsFeature,
];
