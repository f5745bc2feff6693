import { pageRead } from '../../../runtime/query/index.ts';
import type { SearchOf } from '../../../runtime/router/links.ts';
import {
  AGREEMENT_NOT_FOUND_STATUS,
  agreementQuery,
  isAgreementId,
} from '../../features/agreements/agreementQueries.ts';
import type { PageLoader } from '../../pageProps.ts';

/** The agreement named by `?agreementId=` is the page's read and its title (the app's bar shows it). */
export const appProtocolLoader: PageLoader = async (context) => {
  const { agreementId } = context.search as SearchOf<'app.protocol'>;
  if (!isAgreementId(agreementId)) return undefined;
  const doc = await pageRead<{ title: string }>(context, agreementQuery(agreementId), AGREEMENT_NOT_FOUND_STATUS);
  return doc ? { title: doc.title } : undefined;
};
