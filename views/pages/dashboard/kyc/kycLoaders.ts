import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../runtime/query/index.ts';
import { kycCountriesQuery, kycDraftQuery, kycStatusQuery } from '../../../features/kyc/kycQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/dashboard/kyc`: the level, limits and applications. */
export const kycLoader: PageLoader = async (context) => {
  await pageRead(context, kycStatusQuery());
  return { title: t`Identity verification` };
};

/** `/dashboard/kyc/supplement`: the same read; the page picks the application that asks for documents. */
export const kycSupplementLoader: PageLoader = async (context) => {
  await pageRead(context, kycStatusQuery());
  return { title: t`Requested documents` };
};

/** `/dashboard/kyc/kycBase`: the personal draft and the countries. */
export const kycBaseLoader: PageLoader = async (context) => {
  void pageRead(context, kycCountriesQuery());
  await pageRead(context, kycDraftQuery('person'));
  return { title: t`Personal verification` };
};

/** `/dashboard/kyc/kycEnterprise`: the enterprise draft and the countries. */
export const kycEnterpriseLoader: PageLoader = async (context) => {
  void pageRead(context, kycCountriesQuery());
  await pageRead(context, kycDraftQuery('enterprise'));
  return { title: t`Enterprise verification` };
};
