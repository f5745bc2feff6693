import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../runtime/query/index.ts';
import { inviteTermsQuery } from '../../../features/services/serviceQueries.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/mobile/register` reads nothing of its own; `/mobile/register/gift` reads what an invited friend gets. */
export const mobileRegisterLoader: PageLoader = async (context) => {
  if (context.route.id !== 'mobile.register.gift') {
    return {
      title: t`Sign up for FuFu Cloud Mining`,
      description: t`Create your FuFu Cloud Mining account with your email or phone number, then get the app.`,
    };
  }
  await pageRead(context, inviteTermsQuery());
  return {
    title: t`Your new-user gift`,
    description: t`Sign up with a friend's invite code: a discount on hashrate fees for your first month and a new-user gift.`,
  };
};
