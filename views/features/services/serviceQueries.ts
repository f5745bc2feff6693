import type { SupplierRegion } from '../../../runtime/http/contract/services.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/** The enhancement service's models, profiles and plans: fixed data, read once per language. */
export const enhancementCatalogQuery = () => ({ ...apiQuery('enhancementCatalog', {}), staleTime: 10 * 60_000 });

/** The supplier directory for a filter; an absent filter is "all" (never sent as an empty value). */
export const minerSuppliersQuery = (filter: { region?: SupplierRegion; model?: string }) =>
  apiQuery('minerSuppliers', {
    ...(filter.region ? { region: filter.region } : {}),
    ...(filter.model ? { model: filter.model } : {}),
  });

/** What an inviter and the invited friend get. */
export const inviteTermsQuery = () => apiQuery('inviteTerms', {});

/** The app's download addresses from the dictionary (spec section 7: `web.config.url`, `androidUrl`). */
export const appLinksQuery = () => ({
  ...apiQuery('dictionaryList', { dictType: 'web.config.url' }),
  staleTime: 10 * 60_000,
});

/** The store addresses the pages use; an address the dictionary leaves out is null. */
export interface AppLinks {
  androidUrl: string | null;
  iosUrl: string | null;
  googlePlayUrl: string | null;
}

export function appLinksOf(dictionary: Record<string, string>): AppLinks {
  const url = (key: string) => (dictionary[key] ? dictionary[key] : null);
  return { androidUrl: url('androidUrl'), iosUrl: url('iosUrl'), googlePlayUrl: url('googlePlayUrl') };
}

/** No store address at all: the download sections show their empty state. */
export const noAppLinks = (dictionary: Record<string, string>) => {
  const links = appLinksOf(dictionary);
  return !links.androidUrl && !links.iosUrl && !links.googlePlayUrl;
};
