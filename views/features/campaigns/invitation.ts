import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../runtime/config.ts';
import { isStatus } from '../../../runtime/query/index.ts';
import { campaignInvitationQuery } from './campaignQueries.ts';

/** The codes the invitation call takes (runtime/http/contract/campaigns.ts); others are never sent. */
export const INVITATION_CODE = /^[A-Za-z0-9]{4,32}$/;

/** The API's status for a code nobody has. */
export const INVITATION_NOT_FOUND_STATUS = 404;

/**
 * The invitation's code as a landing's link carries it (`?code=` as campaign links have it, else the sign-up
 * pages' `?inviteCode=` or `?invite=`), or null when there is none or it is not a code the call takes.
 */
export function invitationCode(search: Record<string, unknown>): string | null {
  const raw = linkedCode(search);
  return raw && INVITATION_CODE.test(raw) ? raw : null;
}

/** Whatever code the link carries, well-formed or not (a page tells a missing code from a malformed one). */
export function linkedCode(search: Record<string, unknown>): string | null {
  const { code, inviteCode, invite } = search as { code?: string; inviteCode?: string; invite?: string };
  return code ?? inviteCode ?? invite ?? null;
}

/**
 * The invitation behind a code, or null when no account has it: on the landings an unknown code is a sentence and
 * the sign-up without it, not a failure to retry. Its own key beside the plain read of the same call, since the data
 * differs by that null.
 */
export const invitationOrNoneQuery = (code: string) =>
  queryOptions({
    queryKey: [...campaignInvitationQuery(code).queryKey, 'orNone'] as const,
    queryFn: async () => {
      try {
        return await http.call('campaignInvitation', { code }, { showError: false });
      } catch (error) {
        if (isStatus(error, INVITATION_NOT_FOUND_STATUS)) return null;
        throw error;
      }
    },
  });
