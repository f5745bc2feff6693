import { CallError, type Define, ok } from '../../http.ts';
import type { FeatureDeps } from '../feature.ts';
import { COMPANY_PROFILE, FIRMWARE_MODELS, FIRMWARE_RELEASES, INVESTOR_HIGHLIGHTS, INVESTOR_REPORTS } from './data.ts';
import { createCompanyStore } from './store.ts';

/** At most this many inquiries from one email address per UTC day (a form bot stays a nuisance, not a flood). */
export const ASKS_PER_EMAIL_PER_DAY = 5;
export const TOO_MANY_ASKS = 'too many inquiries from this email today, please write to us tomorrow';

export function companyRoutes(define: Define, { db, now }: FeatureDeps): void {
  const store = createCompanyStore(db);

  define('firmwareReleases', () => ok({ releases: FIRMWARE_RELEASES, models: FIRMWARE_MODELS }));
  define('companyProfile', () => ok(COMPANY_PROFILE));
  define('investorReports', () => ok({ highlights: INVESTOR_HIGHLIGHTS, reports: INVESTOR_REPORTS }));

  // Field errors come from the contract's schema like every call's (`400`, `field: message`).
  define('corporateAskRecord', (input, { language }) => {
    const at = now();
    if (store.countToday(input.email, at) >= ASKS_PER_EMAIL_PER_DAY) throw new CallError(200, 429, TOO_MANY_ASKS);
    return ok({ reference: store.add({ ...input, phone: input.phone ?? '' }, language, at) });
  });
}
