import { AGREEMENT_ID_PATTERN } from '../../../runtime/http/contract/commonValues.ts';
import { apiQuery } from '../../../runtime/query/index.ts';

/** The API's status for an agreement id it does not hold. */
export const AGREEMENT_NOT_FOUND_STATUS = 404;

export const isAgreementId = (id: string | undefined): id is string =>
  id !== undefined && AGREEMENT_ID_PATTERN.test(id);

/** An agreement's text (the same call as the policy modal's). */
export const agreementQuery = (agreementId: string) => apiQuery('agreementDetail', { agreementId });

/** The language versions the CMS keeps of each agreement, by id suffix, named in their own language. */
export const AGREEMENT_VARIANTS = [
  ['EN', 'English', 'en'],
  ['CN', '简体中文', 'zh-Hans'],
  ['ZH', '繁體中文', 'zh-Hant'],
] as const;

/** The other language versions of an agreement id: `[id, name, lang]`. */
export function otherVersions(id: string): { id: string; name: string; lang: string }[] {
  const base = id.replace(/_(EN|CN|ZH)$/, '');
  return AGREEMENT_VARIANTS.map(([suffix, name, lang]) => ({ id: `${base}_${suffix}`, name, lang })).filter(
    (variant) => variant.id !== id,
  );
}
