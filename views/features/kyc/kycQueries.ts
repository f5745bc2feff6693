import type { KycKind } from '../../../runtime/http/contract/kyc.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/** The account's level, limits and the state of each kind of application. */
export const kycStatusQuery = () => apiQuery('kycStatus', {});
/** One kind's application as saved so far. */
export const kycDraftQuery = (kind: KycKind) => apiQuery('kycDraft', { kind });
/** The countries a document can be from (names are shown in the page's language by Intl). */
export const kycCountriesQuery = () => apiQuery('countryCodeList', { busType: 'kyc' });
