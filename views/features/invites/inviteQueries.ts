import type { InviteRewardStatus } from '../../../runtime/http/contract/invites.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

export const INVITE_PAGE_SIZE = 10;

/** The account's invite code, counts, earnings and the programme's rules (private). */
export const inviteSummaryQuery = () => apiQuery('inviteSummary', {});
/** The friends who signed up with the account's code, newest first. */
export const inviteFriendsQuery = (page: number, pageSize = INVITE_PAGE_SIZE) =>
  apiQuery('inviteFriends', { pageNo: page, pageSize });
/** The rewards the friends' orders earned, newest first. */
export const inviteRewardsQuery = (page: number, status?: InviteRewardStatus, pageSize = INVITE_PAGE_SIZE) =>
  apiQuery('inviteRewards', { pageNo: page, pageSize, ...(status ? { status } : {}) });
/** The inviters with the most friends who paid an order, and the account's own place. */
export const inviteRankingQuery = () => apiQuery('inviteRanking', {});
