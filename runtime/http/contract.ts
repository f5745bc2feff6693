import { academyCalls } from './contract/academy.ts';
import { accountCalls } from './contract/account.ts';
import { campaignCalls } from './contract/campaigns.ts';
import { challengeCalls } from './contract/challenges.ts';
import { changeAddressCalls } from './contract/changeAddress.ts';
import { checkoutCalls } from './contract/checkout.ts';
import { commonCalls } from './contract/common.ts';
import { companyCalls } from './contract/company.ts';
import { hashrateCalls } from './contract/hashrate.ts';
import { hostingCalls } from './contract/hosting.ts';
import { inviteCalls } from './contract/invites.ts';
import { kycCalls } from './contract/kyc.ts';
import { loanCalls } from './contract/loans.ts';
import { loyaltyCalls } from './contract/loyalty.ts';
import { messageCalls } from './contract/messages.ts';
import { minerCouponCalls } from './contract/minerCoupons.ts';
import { minerCalls } from './contract/miners.ts';
import { newsCalls } from './contract/news.ts';
import { orderCalls } from './contract/orders.ts';
import { planCalls } from './contract/plans.ts';
import { poolCalls } from './contract/pool.ts';
import { renewCalls } from './contract/renew.ts';
import { rewardsCalls } from './contract/rewards.ts';
import { securityCalls } from './contract/security.ts';
import { serviceFeeCalls } from './contract/serviceFee.ts';
import { serviceCalls } from './contract/services.ts';
import { settingsCalls } from './contract/settings.ts';
import { walletCalls } from './contract/wallet.ts';

/**
 * The API contract: one request and one response schema per call, shared by the
 * client (validation in development and tests) and the sandbox (validates both ways).
 * Imports zod only, so the sandbox can depend on it alone. Each feature's calls are in
 * `contract/<feature>.ts`; the order of the spreads below means nothing (call names are unique).
 */

export { countryEntry, SEND_CODE_TYPES, type UserInfo, userInfo } from './contract/account.ts';
export { AUTH_METHODS, sliderTaskData } from './contract/challenges.ts';
export * from './contract/envelopes.ts';
export {
  CODE_PATTERN,
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  PASSWORD_RULE_MESSAGE,
  PHONE_NUMBER_PATTERN,
} from './contract/fields.ts';
export { message } from './contract/messages.ts';
export { type GoodsSummary, goodsSummary, type ListedGoods } from './contract/plans.ts';
export { PIN_PROBLEMS, pinProblem } from './contract/security.ts';

export const contract = {
  ...academyCalls,
  ...accountCalls,
  ...campaignCalls,
  ...changeAddressCalls,
  ...challengeCalls,
  ...checkoutCalls,
  ...commonCalls,
  ...companyCalls,
  ...hashrateCalls,
  ...hostingCalls,
  ...kycCalls,
  ...loanCalls,
  ...inviteCalls,
  ...loyaltyCalls,
  ...messageCalls,
  ...minerCalls,
  ...minerCouponCalls,
  ...newsCalls,
  ...orderCalls,
  ...planCalls,
  ...poolCalls,
  ...renewCalls,
  ...rewardsCalls,
  ...securityCalls,
  ...serviceFeeCalls,
  ...serviceCalls,
  ...settingsCalls,
  ...walletCalls,
} as const;

export type Contract = typeof contract;
export type CallName = keyof Contract;
