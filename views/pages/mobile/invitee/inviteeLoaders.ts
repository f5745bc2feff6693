import { t } from '@lingui/core/macro';
import { pageRead } from '../../../../runtime/query/index.ts';
import { invitationCode, invitationOrNoneQuery } from '../../../features/campaigns/invitation.ts';
import type { PageLoader } from '../../../pageProps.ts';

/** `/mobile/invitee?code=`: the inviter and the gift behind the link's code. */
export const inviteeLoader: PageLoader = async (context) => {
  const code = invitationCode(context.search);
  if (code) await pageRead(context, invitationOrNoneQuery(code));
  return {
    title: t`You are invited to FuFu Cloud Mining`,
    description: t`Sign up with a friend's invite code: a discount on hashrate fees for your first month and a new-user gift.`,
  };
};
