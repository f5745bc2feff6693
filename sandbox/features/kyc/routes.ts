import { KYC_LIMITS_USD } from '../../../runtime/http/contract/checkout.ts';
import { KYC_LEVELS } from '../../../runtime/http/contract/kyc.ts';
import type { UserRow } from '../../accounts.ts';
import { CallError, type Define, okData } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { createKycStore } from './store.ts';

const me = (user: UserRow | undefined): number => {
  if (!user) throw new CallError(401, 401, 'login required');
  return user.uid;
};

/** Identity verification's calls (contract: runtime/http/contract/kyc.ts); every one is the signed-in account's. */
export function kycRoutes(define: Define, { db, now }: FeatureDeps): void {
  const store = createKycStore(db);
  const auth = { auth: true };

  define(
    'kycStatus',
    (_input, { user }) => {
      const uid = me(user);
      const level = Math.min(2, Math.max(0, store.authLevel(uid)));
      return okData({
        authLevel: level,
        limitUsd: KYC_LIMITS_USD[level] ?? '0',
        levels: KYC_LEVELS,
        person: store.application(uid, 'person'),
        enterprise: store.application(uid, 'enterprise'),
        level2: store.application(uid, 'level2'),
      });
    },
    auth,
  );
  define('kycList', (_input, { user }) => okData(store.list(me(user))), auth);
  define('kycDraft', ({ kind }, { user }) => okData(store.application(me(user), kind)), auth);

  define(
    'kycPersonStep1',
    (fields, { user }) => okData(store.saveDetails(me(user), 'person', { ...fields }, now())),
    auth,
  );
  define('kycPersonStep2', ({ files }, { user }) => okData(store.saveFiles(me(user), 'person', files, now())), auth);
  define('kycPersonStep3', (_input, { user }) => okData(store.submit(me(user), 'person', now())), auth);
  define(
    'kycEnterpriseStep1',
    (fields, { user }) => okData(store.saveDetails(me(user), 'enterprise', { ...fields }, now())),
    auth,
  );
  define(
    'kycEnterpriseStep2',
    ({ files }, { user }) => okData(store.saveFiles(me(user), 'enterprise', files, now())),
    auth,
  );
  define('kycEnterpriseStep3', (_input, { user }) => okData(store.submit(me(user), 'enterprise', now())), auth);
  define('kycLevel2Step2', ({ files }, { user }) => okData(store.saveFiles(me(user), 'level2', files, now())), auth);
  define('kycLevel2Step3', (_input, { user }) => okData(store.submit(me(user), 'level2', now())), auth);
  define('kycSupplement', ({ kind, files }, { user }) => okData(store.supplement(me(user), kind, files, now())), auth);
  define(
    'kycUploadStart',
    ({ kind, slot, fileName, size }, { user }) =>
      okData(store.startUpload(me(user), kind, slot, fileName, size, now())),
    auth,
  );
  define(
    'kycUploadChunk',
    ({ uploadId, offset, data }, { user }) => okData(store.uploadChunk(me(user), uploadId, offset, data, now())),
    auth,
  );
}
