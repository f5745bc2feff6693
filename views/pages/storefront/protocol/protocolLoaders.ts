import { notFound } from '@tanstack/react-router';
import { AGREEMENT_ID_PATTERN } from '../../../../runtime/http/contract/common.ts';
import { apiQuery, pageRead } from '../../../../runtime/query/index.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** The API's status for an agreement id it does not hold. */
export const AGREEMENT_NOT_FOUND_STATUS = 404;

export const isAgreementId = (id: string | undefined): id is string =>
  id !== undefined && AGREEMENT_ID_PATTERN.test(id);

/** An agreement's text (the same call as the policy modal's). */
export const agreementQuery = (agreementId: string) => apiQuery('agreementDetail', { agreementId });

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
