import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../../runtime/query/index.ts';
import { inviteTermsQuery } from '../../../../features/services/serviceQueries.ts';
import type { PageLoader } from '../../../../pageProps.ts';

export const inviteLoader: PageLoader = async (context) => {
  await pageRead(context, inviteTermsQuery());
  return {
    title: t`You are invited to FuFu Cloud Mining`,
    description: t`Sign up with a friend's invite code: a discount on hashrate fees for your first month and a new-user gift.`,
  };
};
