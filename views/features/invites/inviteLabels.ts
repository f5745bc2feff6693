import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FriendStatus, InviteRewardKind, InviteRewardStatus } from '../../../runtime/http/contract/invites.ts';
import type { Tone } from '../../ui/statusBadge.tsx';

export const FRIEND_STATUS_LABELS: Record<FriendStatus, MessageDescriptor> = {
  registered: msg`Signed up`,
  verified: msg`Identity verified`,
  ordered: msg`First order paid`,
};
export const FRIEND_STATUS_TONES: Record<FriendStatus, Tone> = {
  registered: 'neutral',
  verified: 'info',
  ordered: 'success',
};

export const INVITE_REWARD_KIND_LABELS: Record<InviteRewardKind, MessageDescriptor> = {
  firstOrder: msg`First-order bonus`,
  rebate: msg`Hashrate fee rebate`,
};

export const INVITE_REWARD_STATUS_LABELS: Record<InviteRewardStatus, MessageDescriptor> = {
  pending: msg`Ready to claim`,
  credited: msg`Credited`,
};
export const INVITE_REWARD_STATUS_TONES: Record<InviteRewardStatus, Tone> = {
  pending: 'warning',
  credited: 'success',
};
