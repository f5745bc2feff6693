import { STORAGE_KEYS as K, type KeyValueStore } from '../session/storageKeys.ts';

export const CHANNEL_EXPIRY_MS = 2 * 24 * 60 * 60 * 1000;

/** Campaigns whose source is an invite code: the register form takes it and locks the field. */
const INVITE_CAMPAIGN = /^(inv|uni)[-_]/;
/** Campaigns whose invite code is not checked before the code is sent. */
const UNCHECKED_CAMPAIGN = /^uni[-_]/;

export interface Attribution {
  source: string | null;
  campaign: string | null;
  medium: string | null;
  inviteCode: string | null;
}

const UTM_KEYS = [K.utmSource, K.utmCampaign, K.utmMedium, K.utmTs, K.channelDate] as const;

/**
 * Applies the URL's attribution to storage (spec section 4):
 * - stored channel data older than 2 days is cleared first;
 * - an invite code in the URL is stored and replaces the utm values;
 * - utm source, campaign or medium in the URL are stored and remove the invite code;
 * - a click id with no source means source google, medium cpc.
 */
export function captureAttribution(url: URL, store: KeyValueStore, now: number = Date.now()): Attribution {
  const stamp = Number(store.getItem(K.channelDate));
  if (store.getItem(K.channelDate) !== null && !(now - stamp < CHANNEL_EXPIRY_MS)) {
    for (const key of UTM_KEYS) store.removeItem(key);
    store.removeItem(K.inviteCode);
  }

  const q = url.searchParams;
  const invite = q.get('inviteCode') ?? q.get('invite');
  let source = q.get('utm_source');
  let medium = q.get('utm_medium');
  const campaign = q.get('utm_campaign');
  if (!source && q.get('gclid')) {
    source = 'google';
    medium = medium ?? 'cpc';
  }

  if (invite) {
    rememberInviteCode(invite, store, now);
  } else if (source || campaign || medium) {
    store.removeItem(K.inviteCode);
    for (const key of UTM_KEYS) store.removeItem(key);
    if (source) store.setItem(K.utmSource, source);
    if (campaign) store.setItem(K.utmCampaign, campaign);
    if (medium) store.setItem(K.utmMedium, medium);
    store.setItem(K.utmTs, String(now));
    store.setItem(K.channelDate, String(now));
  }
  return readAttribution(store);
}

/**
 * Stores an invite code as one in the URL would be (replacing the utm values): for the invitation landings, whose
 * links may carry it as `?code=`.
 */
export function rememberInviteCode(invite: string, store: KeyValueStore, now: number = Date.now()): void {
  for (const key of UTM_KEYS) store.removeItem(key);
  store.setItem(K.inviteCode, invite);
  store.setItem(K.channelDate, String(now));
}

export function readAttribution(store: KeyValueStore): Attribution {
  return {
    source: store.getItem(K.utmSource),
    campaign: store.getItem(K.utmCampaign),
    medium: store.getItem(K.utmMedium),
    inviteCode: store.getItem(K.inviteCode),
  };
}

/** The register form's invite field: campaigns inv-/inv_/uni-/uni_ fill it from the source and lock it. */
export function inviteField(attribution: Attribution): { value: string; locked: boolean; checkBeforeSend: boolean } {
  const campaign = attribution.campaign ?? '';
  if (INVITE_CAMPAIGN.test(campaign) && attribution.source) {
    return { value: attribution.source, locked: true, checkBeforeSend: !UNCHECKED_CAMPAIGN.test(campaign) };
  }
  return { value: attribution.inviteCode ?? '', locked: false, checkBeforeSend: true };
}
