import type { LocalizedRoute } from '../../../manifest/expand.ts';
import { hrefFor } from '../../../runtime/router/links.ts';

/**
 * The account's personal link: the sign-up page in the page's language, carrying the code (runtime/attribution
 * stores it). `/dashboard/invite` and the app's invitation pages give the same link.
 */
export function inviteLink(route: LocalizedRoute, code: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}${hrefFor('accounts.sign_up.email', {}, route)}?${new URLSearchParams({ inviteCode: code })}`;
}
