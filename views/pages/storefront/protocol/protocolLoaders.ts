import { notFound } from '@tanstack/react-router';
import { pageRead } from '../../../../runtime/query/index.ts';
import {
  AGREEMENT_NOT_FOUND_STATUS,
  agreementQuery,
  isAgreementId,
} from '../../../features/agreements/agreementQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** The agreement is the page's head; an id the CMS does not hold is the 404 page. */
export const protocolLoader: PageLoader = async (context) => {
  const id = context.params.agreementId;
  if (!id) return undefined;
  if (!isAgreementId(id)) {
    if (context.server) throw notFound();
    return undefined;
  }
  const doc = await pageRead<{ title: string }>(context, agreementQuery(id), AGREEMENT_NOT_FOUND_STATUS);
  return doc ? { title: doc.title } : undefined;
};
