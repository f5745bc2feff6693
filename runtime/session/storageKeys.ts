/** Local-storage keys of spec section 3. */
export const STORAGE_KEYS = {
  utmSource: 'utm_source',
  utmCampaign: 'utm_campaign',
  utmMedium: 'utm_medium',
  utmTs: 'utm_ts',
  channelDate: 'channel_date',
  inviteCode: 'inviteCode',
  inviteUser: 'inviteUser',
  loginType: 'loginType',
  loginEmail: 'loginEmail',
  loginPhoneCode: 'loginPhoneCode',
  loginPhoneNumber: 'loginPhoneNumber',
} as const;

/** The slice of `Storage` the runtime needs, so tests and the server can pass their own. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A Map-backed store for places without localStorage (server rendering, private mode failures). */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}
