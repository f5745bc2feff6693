import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ENERGY_SOURCES,
  FARM_STATUSES,
  MILESTONES,
  REPORT_KINDS,
  ReleaseNote,
} from '../../../runtime/http/contract/company.ts';
import { COOP_RULES, type CooperationType } from '../../../runtime/http/contract/companyValues.ts';

export const COOPERATION_TYPE_LABELS: Record<CooperationType, MessageDescriptor> = {
  hosting: msg`Miner hosting`,
  hashrate: msg`Bulk hashrate purchase`,
  minerPurchase: msg`Miner purchase`,
  pool: msg`Mining pool`,
  channel: msg`Channel or reseller partnership`,
  other: msg`Something else`,
};

/** The form's rule messages (the contract's wording) in the visitor's language; anything else as said. */
export const COOP_RULE_LABELS: Record<string, MessageDescriptor> = {
  [COOP_RULES.required]: msg`This field is required.`,
  [COOP_RULES.tooLong]: msg`This is too long.`,
  [COOP_RULES.email]: msg`Enter a valid email address.`,
  [COOP_RULES.phone]: msg`Enter a phone number with digits only, an optional + and the country code.`,
  [COOP_RULES.type]: msg`Choose a cooperation type.`,
  [COOP_RULES.messageShort]: msg`Tell us a little more: at least 20 characters.`,
};

export const RELEASE_NOTE_LABELS: Record<ReleaseNote, MessageDescriptor> = {
  s21xpSupport: msg`Support for the Antminer S21 XP.`,
  fasterTuning: msg`Auto-tuning finds a stable profile about twice as fast.`,
  immersionProfiles: msg`Profiles for immersion cooling.`,
  fanCurve: msg`Quieter fan curve at partial load.`,
  poolFailover: msg`Switches to a backup pool within 30 seconds when the main pool is unreachable.`,
  fleetApi: msg`Fleet API: read and change profiles of many miners at once.`,
  chipHealth: msg`Per-chip health report with early warnings for failing hashboards.`,
  firstRelease: msg`First public release.`,
};

export const MILESTONE_LABELS: Record<(typeof MILESTONES)[number], MessageDescriptor> = {
  founded: msg`The company is founded in Singapore.`,
  cloudLaunch: msg`Cloud-mining plans open to customers worldwide.`,
  firstFarm: msg`The first own mining farm starts operating.`,
  poolLaunch: msg`FuFu Pool launches with FPPS payouts.`,
  listing: msg`The company's shares are listed publicly.`,
  minerOs: msg`FuFuMinerOS, our miner firmware, is released.`,
  hosting: msg`Miner hosting opens to outside customers.`,
};

export const ENERGY_LABELS: Record<(typeof ENERGY_SOURCES)[number], MessageDescriptor> = {
  hydro: msg`Hydro`,
  wind: msg`Wind`,
  gas: msg`Flare gas`,
  grid: msg`Grid with demand response`,
};

export const FARM_STATUS_LABELS: Record<(typeof FARM_STATUSES)[number], MessageDescriptor> = {
  operating: msg`Operating`,
  building: msg`Under construction`,
};

export const REPORT_KIND_LABELS: Record<(typeof REPORT_KINDS)[number], MessageDescriptor> = {
  quarterly: msg`Quarterly results`,
  annual: msg`Annual report`,
  production: msg`Monthly production update`,
};
