import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MissionId, MissionStatus } from '../../../runtime/http/contract/rewards.ts';

export const MISSION_STATUS_LABELS: Record<MissionStatus, MessageDescriptor> = {
  todo: msg`To do`,
  claimable: msg`Ready to claim`,
  done: msg`Claimed`,
};

/** Pages without params where missions are done. */
export type MissionRoute = 'dashboard.kyc' | 'dashboard.setting' | 'list' | 'dashboard.invite';

/** Where a mission is done, and what the link to it says. */
export const MISSION_ACTIONS: Record<MissionId, { route: MissionRoute; label: MessageDescriptor }> = {
  kyc: { route: 'dashboard.kyc', label: msg`Verify now` },
  fundPassword: { route: 'dashboard.setting', label: msg`Open security settings` },
  authenticator: { route: 'dashboard.setting', label: msg`Open security settings` },
  firstOrder: { route: 'list', label: msg`Browse plans` },
  buyHashrate: { route: 'list', label: msg`Browse plans` },
  inviteFriend: { route: 'dashboard.invite', label: msg`Invite friends` },
  inviteFive: { route: 'dashboard.invite', label: msg`Invite friends` },
};
