import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CampaignMissionKind, CampaignState } from '../../../runtime/http/contract/campaigns.ts';
import type { Tone } from '../../ui/statusBadge.tsx';

export const CAMPAIGN_STATE_LABELS: Record<CampaignState, MessageDescriptor> = {
  upcoming: msg`Coming soon`,
  running: msg`On now`,
  ended: msg`Ended`,
};
export const CAMPAIGN_STATE_TONES: Record<CampaignState, Tone> = {
  upcoming: 'info',
  running: 'success',
  ended: 'neutral',
};

export const CAMPAIGN_MISSION_STATUS_LABELS = {
  todo: msg`To do`,
  claimable: msg`Ready to claim`,
  done: msg`Claimed`,
} as const;

/** Pages without params where missions are done. */
type MissionRoute = 'dashboard.kyc' | 'dashboard.setting' | 'list' | 'dashboard.invite';

/** Where a mission is done, and what the link says; none for what the page itself does. */
export const CAMPAIGN_MISSION_ACTIONS: Record<
  CampaignMissionKind,
  { route: MissionRoute; label: MessageDescriptor } | null
> = {
  register: null,
  checkInDays: null,
  kyc: { route: 'dashboard.kyc', label: msg`Verify now` },
  fundPassword: { route: 'dashboard.setting', label: msg`Open security settings` },
  firstOrder: { route: 'list', label: msg`Browse plans` },
  spendUsd: { route: 'list', label: msg`Browse plans` },
  invite: { route: 'dashboard.invite', label: msg`Invite friends` },
};
